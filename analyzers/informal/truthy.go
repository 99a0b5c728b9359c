package informal

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Python's and/or return an operand, and every value has a truth value:
// a front end lowers `x and y` to let t = x in (if truthy(t) then y else
// t) (or swapped, for or), with truthy its vocabulary's LibTruthy. Read
// where a truth value is taken (a clause, the operands of not, and, or
// and implication, a condition, a quantifier's body), that is x's truth
// value and y's; truthForms rewrites those places before normalisation,
// so that `Acc(self.x) and self.x == 0` reads as two guarantees, not as
// "letting $t1 be …". Elsewhere (an operand of ==) the lowering is left
// as it is: there the value, not its truth, is meant.

// truthForms rewrites the lowered and/or where a truth value is taken
// in e, itself such a place when truth is set.
func (z *informer) truthForms(e ir.Expr, depth int) ir.Expr { return z.truthWalk(e, true, depth) }

func (z *informer) truthWalk(e ir.Expr, truth bool, depth int) ir.Expr {
	if e == nil || depth > maxInformalDepth {
		return e
	}
	d := depth + 1
	switch x := e.(type) {
	case *ir.Let:
		if op, a, b, fn, ok := z.pyAndOr(x); ok && truth {
			return &ir.Binary{Node: x.Node, Op: op, X: z.truthOf(a, fn, d), Y: z.truthOf(b, fn, d)}
		}
		vals := make([]ir.Expr, len(x.Values))
		for i, v := range x.Values {
			vals[i] = z.truthWalk(v, false, d)
		}
		return &ir.Let{Node: x.Node, Names: x.Names, Values: vals, Types: x.Types, Rec: x.Rec, Body: z.truthWalk(x.Body, truth, d)}
	case *ir.Binary:
		switch x.Op {
		case ir.OpAnd, ir.OpOr, ir.OpImplies, ir.OpExplies, ir.OpIff:
			return &ir.Binary{Node: x.Node, Op: x.Op, X: z.truthWalk(x.X, true, d), Y: z.truthWalk(x.Y, true, d)}
		}
	case *ir.Unary:
		if x.Op == ir.OpNot {
			return &ir.Unary{Node: x.Node, Op: x.Op, X: z.truthWalk(x.X, true, d)}
		}
	case *ir.Ite:
		return &ir.Ite{Node: x.Node, Cond: z.truthWalk(x.Cond, true, d), Then: z.truthWalk(x.Then, truth, d), Else: z.truthWalk(x.Else, truth, d)}
	case *ir.Quant:
		return &ir.Quant{Node: x.Node, Forall: x.Forall, Vars: x.Vars, Range: z.truthWalk(x.Range, true, d), Body: z.truthWalk(x.Body, true, d)}
	case *ir.Call:
		if len(x.Args) == 1 && z.libOp(x) == ir.LibTruthy {
			return z.truthOf(x.Args[0], x.Fn, d)
		}
	}
	return ir.Rebuild(e, func(k ir.Expr) ir.Expr { return z.truthWalk(k, false, d) })
}

// truthOf is e's truth value: e itself when it is a proposition, else
// truthy(e) with the lowering's own function.
func (z *informer) truthOf(e, fn ir.Expr, depth int) ir.Expr {
	e = z.truthWalk(e, true, depth)
	if z.truthValued(e) {
		return e
	}
	return &ir.Call{Node: ir.Node{R: e.Span()}, Fn: fn, Args: []ir.Expr{e}}
}

// pyAndOr recognises the lowered x and y (x or y) by the vocabulary's
// truth value: its operator, its operands, and the truth-value function.
func (z *informer) pyAndOr(e *ir.Let) (op ir.Op, x, y, fn ir.Expr, ok bool) {
	truth := func(c *ir.Call) bool { return len(c.Args) == 1 && z.libOp(c) == ir.LibTruthy }
	if op, x, y, ok = ir.ValueAndOr(e, truth); !ok {
		return 0, nil, nil, nil, false
	}
	return op, x, y, e.Body.(*ir.Ite).Cond.(*ir.Call).Fn, true
}

// truthProp phrases x's truth value (holds) or its falsity, by x's type
// where it is known: a collection is non-empty, a number not 0.
func (z *informer) truthProp(x ir.Expr, holds bool) string {
	if z.truthValued(x) {
		if holds {
			return z.prop(x)
		}
		return z.notProp(x)
	}
	np := parenBelow(z.val(x), npAdd)
	yes, no := "is truthy", "is falsy"
	if _, call := x.(*ir.Call); call {
		// A predicate's call, as a bare call reads elsewhere.
		yes, no = "holds", "does not hold"
	}
	if t := z.typeOf(x); t != nil {
		switch t.Kind {
		case ir.KSeq, ir.KString, ir.KSet, ir.KMultiset, ir.KMap:
			yes, no = "is non-empty", "is empty"
		case ir.KInt, ir.KNat, ir.KReal, ir.KFloat:
			yes, no = "is not 0", "is 0"
		case ir.KBool:
			yes, no = "is true", "is false"
		}
	}
	if holds {
		return np + " " + yes
	}
	return np + " " + no
}

// classProp phrases isinstance(x, C) and type(x) is C (holds) or their
// negation; ok is false unless the class is a name.
func (z *informer) classProp(e *ir.Call, holds bool) (string, bool) {
	op := z.libOp(e)
	if (op != ir.LibIsInstance && op != ir.LibTypeIs) || len(e.Args) < 2 {
		return "", false
	}
	lit, ok := e.Args[1].(*ir.Lit)
	if !ok {
		return "", false
	}
	name, ok := stringLit(lit.Val)
	if !ok || name == "" {
		return "", false
	}
	x := parenBelow(z.val(e.Args[0]), npAdd)
	if op == ir.LibTypeIs {
		if holds {
			return "the class of " + x + " is exactly " + name, true
		}
		return "the class of " + x + " is not exactly " + name, true
	}
	noun := "an instance of " + name
	if n, ok := z.vocab.ClassNouns[name]; ok {
		noun = n
	}
	if holds {
		return x + " is " + noun, true
	}
	return x + " is not " + noun, true
}

// stringLit is the text of a string value.
func stringLit(v ir.Value) (string, bool) {
	s, ok := v.(ir.Seq)
	if !ok {
		return "", false
	}
	rs := make([]rune, 0, len(s.Elems))
	for _, e := range s.Elems {
		c, ok := e.(ir.Char)
		if !ok {
			return "", false
		}
		rs = append(rs, rune(c))
	}
	return string(rs), true
}

// truthValued says whether e is a truth value already: a proposition, a
// permission, a truth value or a class test.
func (z *informer) truthValued(e ir.Expr) bool {
	if ir.IsProposition(e) || z.isPermission(e) {
		return true
	}
	c, ok := e.(*ir.Call)
	if !ok {
		return false
	}
	switch z.libOp(c) {
	case ir.LibTruthy, ir.LibIsInstance, ir.LibTypeIs:
		return true
	}
	return false
}

// madeUp reads a call of a name the front end made up (ir.Vocab.Phrases):
// its phrase and whether it is a proposition; ok is false for others.
// No source spells such a name, so nothing in scope shadows it (the
// module may hold it: Nagini keeps an opaque body under $reveal:f).
func (z *informer) madeUp(e *ir.Call) (text string, prop, ok bool) {
	id, isID := e.Fn.(*ir.Ident)
	if !isID || z.vocab == nil || len(z.vocab.Phrases) == 0 {
		return "", false, false
	}
	if ph, found := z.vocab.Phrases[id.Name]; found && ph.Text != "" && strings.Count(ph.Text, "%s") == len(e.Args) {
		args := make([]any, len(e.Args))
		for i, a := range e.Args {
			args[i] = parenBelow(z.val(a), npAdd)
		}
		return fmt.Sprintf(ph.Text, args...), ph.Prop, true
	}
	if i := strings.IndexByte(id.Name, ':'); i > 0 {
		if ph, found := z.vocab.Phrases[id.Name[:i+1]]; found && ph.Text == "" && i+1 < len(id.Name) {
			return id.Name[i+1:] + "(" + z.vals(e.Args) + ")", false, true
		}
	}
	return "", false, false
}
