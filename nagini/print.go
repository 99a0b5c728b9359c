package nagini

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/specfaith/specfaith/ir"
)

// Python precedence levels, loosest first (the levels the expression
// parser in expr.go implements; ^, << and >> are not among them).
const (
	precLambda  = iota // lambda
	precIf             // a if c else b
	precOr             // or
	precAnd            // and
	precNot            // not
	precCmp            // < <= > >= == != in, not in (chaining)
	precBitOr          // |
	precBitXor         // ^
	precBitAnd         // &
	precShift          // << >>
	precAdd            // + -
	precMul            // * // %
	precUnary          // - ~
	precPow            // **
	precPrimary        // calls, indexing, attributes, atoms
)

// Print renders an IR expression as a Nagini contract expression: Python
// with Result(), Old(e), Implies(a, b) and Forall/Exists. Reading the text
// back as a contract clause (ParseClause) gives an expression that
// evaluates the same wherever the original is defined; parentheses are
// added only where Python's precedence needs them. A construct without a
// faithful Python spelling is an error naming it, never a guessed text.
func Print(e ir.Expr) (s string, err error) {
	p := &printer{}
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(printError)
			if !ok {
				panic(r)
			}
			s, err = "", pe.err
		}
	}()
	p.expr(e, precLambda)
	return p.sb.String(), nil
}

type printError struct{ err error }

type printer struct{ sb strings.Builder }

func (p *printer) w(s string) { p.sb.WriteString(s) }

func (p *printer) fail(format string, args ...any) {
	panic(printError{fmt.Errorf("nagini: cannot print "+format, args...)})
}

func (p *printer) paren(open bool, f func()) {
	if open {
		p.w("(")
	}
	f()
	if open {
		p.w(")")
	}
}

// callTo returns e as a call of the named function with n arguments
// (n < 0: any number).
func callTo(e ir.Expr, name string, n int) (*ir.Call, bool) {
	c, ok := e.(*ir.Call)
	if !ok {
		return nil, false
	}
	id, ok := c.Fn.(*ir.Ident)
	if !ok || id.Name != name || n >= 0 && len(c.Args) != n {
		return nil, false
	}
	return c, true
}

// expr prints e where the context needs at least precedence ctx.
func (p *printer) expr(e ir.Expr, ctx int) {
	switch e := e.(type) {
	case nil:
		p.fail("a missing expression")
	case *ir.Lit:
		s := p.value(e.Val)
		p.paren(strings.HasPrefix(s, "-") && ctx > precUnary, func() { p.w(s) })
	case *ir.Ident:
		if e.Name == ir.ResultName {
			p.w("Result()")
			return
		}
		p.w(p.name(e.Name))
	case *ir.Unary:
		p.unary(e, ctx)
	case *ir.Binary:
		p.binary(e, ctx)
	case *ir.Chain:
		if len(e.Args) != len(e.Ops)+1 {
			p.fail("a malformed comparison chain")
		}
		// Written as a conjunction: Nagini 1.2 does not translate a
		// chained comparison inside a quantifier's lambda.
		p.paren(ctx > precAnd && len(e.Ops) > 1 || ctx > precCmp, func() {
			for i := range e.Ops {
				if i > 0 {
					p.w(" and ")
				}
				p.expr(e.Args[i], precBitOr)
				p.w(" " + p.cmpOp(e.Ops[i]) + " ")
				p.expr(e.Args[i+1], precBitOr)
			}
		})
	case *ir.Call:
		p.call(e, ctx)
	case *ir.Index:
		if e.Mode != ir.IndexPython {
			// Strict, option and default modes differ from Python on negative
			// or missing indices, and on strings (characters, not strings).
			mode := map[ir.IndexMode]string{ir.IndexStrict: "strict", ir.IndexOption: "option (x[i]?)",
				ir.IndexDefault: "default (getD)", ir.IndexBang: "Lean's x[i]!"}[e.Mode]
			p.fail("an index in %s mode (Python counts negative indices from the end)", mode)
		}
		if len(e.Args) != 1 {
			p.fail("an index with %d subscripts", len(e.Args))
		}
		p.expr(e.X, precPrimary)
		p.w("[")
		p.expr(e.Args[0], precLambda)
		p.w("]")
	case *ir.Slice:
		p.slice(e)
	case *ir.Member:
		p.member(e)
	case *ir.Old:
		p.w("Old(")
		p.expr(e.X, precLambda)
		p.w(")")
	case *ir.TupleExpr:
		p.w("(")
		p.list(e.Elems)
		if len(e.Elems) == 1 {
			p.w(",")
		}
		p.w(")")
	case *ir.Display:
		p.display(e)
	case *ir.Ite:
		p.paren(ctx > precIf, func() {
			p.expr(e.Then, precOr)
			p.w(" if ")
			p.truth(e.Cond, precOr)
			p.w(" else ")
			p.expr(e.Else, precIf)
		})
	case *ir.Let:
		op, x, y, ok := andOrLet(e)
		if !ok {
			p.fail("a let binding (Python expressions have none)")
		}
		// The parser's lowering of and/or on non-booleans: Python's own
		// operator, which returns an operand.
		prec, word := precAnd, " and "
		if op == ir.OpOr {
			prec, word = precOr, " or "
		}
		p.paren(ctx > prec, func() {
			p.expr(x, prec)
			p.w(word)
			p.expr(y, prec+1)
		})
	case *ir.Lambda:
		p.paren(ctx > precLambda, func() {
			p.w("lambda")
			for i, b := range e.Params {
				if i > 0 {
					p.w(",")
				}
				p.w(" " + p.binder(b.Name))
			}
			p.w(": ")
			p.expr(e.Body, precLambda)
		})
	case *ir.Quant:
		p.quant(e)
	case *ir.Compr:
		p.fail("a %s comprehension over typed variables", e.Coll)
	case *ir.Update:
		p.fail("a sequence or map update x[k := v]")
	case *ir.Match:
		p.fail("a match expression")
	case *ir.Unsupported:
		p.fail("%q: %s", e.Text, e.Reason)
	default:
		p.fail("a %T", e)
	}
}

// truth prints e where Python takes its truth value (a condition, not's
// operand, a quantifier body, Implies' arguments): the parser's explicit
// truthiness wrapper is Python's own there, and reading back adds it again.
func (p *printer) truth(e ir.Expr, ctx int) {
	if c, ok := callTo(e, "$truthy", 1); ok {
		p.expr(c.Args[0], ctx)
		return
	}
	p.expr(e, ctx)
}

// readsBoolish reports whether e prints as text that the parser reads
// back as certainly boolean (see boolish), so and/or stay the IR's.
func readsBoolish(e ir.Expr) bool {
	if b, ok := e.(*ir.Binary); ok && (b.Op == ir.OpIff || b.Op == ir.OpExplies) {
		return true
	}
	return boolish(e)
}

// boolOperand prints an operand of the IR's and/or. Python's and/or return
// an operand, which the parser keeps apart from the IR's boolean ones:
// an operand not read back as boolean is converted with bool().
func (p *printer) boolOperand(e ir.Expr, ctx int) {
	if readsBoolish(e) {
		p.expr(e, ctx)
		return
	}
	if c, ok := callTo(e, "$truthy", 1); ok {
		e = c.Args[0]
	}
	p.w("bool(")
	p.expr(e, precLambda)
	p.w(")")
}

// andOrLet recognises the parser's lowering of x and y / x or y when an
// operand is not boolean (ir.ValueAndOr with the parser's $truthy and
// temporaries).
func andOrLet(e *ir.Let) (ir.Op, ir.Expr, ir.Expr, bool) {
	if len(e.Names) != 1 || !strings.HasPrefix(e.Names[0], "$t") {
		return 0, nil, nil, false
	}
	return ir.ValueAndOr(e, func(c *ir.Call) bool { _, ok := callTo(c, "$truthy", 1); return ok })
}

func isName(e ir.Expr, name string) bool {
	id, ok := e.(*ir.Ident)
	return ok && id.Name == name
}

func mentions(e ir.Expr, name string) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		if isName(x, name) {
			found = true
		}
		return !found
	})
	return found
}

var pyKeywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true, "async": true,
	"await": true, "break": true, "class": true, "continue": true, "def": true, "del": true, "elif": true,
	"else": true, "except": true, "finally": true, "for": true, "from": true, "global": true, "if": true,
	"import": true, "in": true, "is": true, "lambda": true, "nonlocal": true, "not": true, "or": true,
	"pass": true, "raise": true, "return": true, "try": true, "while": true, "with": true, "yield": true,
}

// name checks that s can be written as a Python name.
func (p *printer) name(s string) string {
	ok := s != "" && !pyKeywords[s] && (isAlpha(s[0]) || s[0] >= 0x80)
	for i := 1; ok && i < len(s); i++ {
		ok = isAlnum(s[i]) || s[i] >= 0x80
	}
	if !ok {
		p.fail("the name %q", s)
	}
	return s
}

// binder checks a bound variable's name: one called result would capture
// what Result() is read back as.
func (p *printer) binder(s string) string {
	if s == ir.ResultName {
		p.fail("a variable bound as %q (it would capture Result())", s)
	}
	return p.name(s)
}

func (p *printer) list(es []ir.Expr) {
	for i, x := range es {
		if i > 0 {
			p.w(", ")
		}
		p.expr(x, precLambda)
	}
}

func (p *printer) unary(e *ir.Unary, ctx int) {
	switch e.Op {
	case ir.OpNot:
		p.paren(ctx > precNot, func() {
			p.w("not ")
			p.truth(e.X, precNot)
		})
	case ir.OpNeg:
		p.paren(ctx > precUnary, func() {
			p.w("-")
			inner := precUnary
			if ir.StartsWithMinus(e.X) {
				inner = precPrimary // -(-x) rather than --x
			}
			p.expr(e.X, inner)
		})
	case ir.OpCard:
		p.w("len(")
		p.expr(e.X, precLambda)
		p.w(")")
	case ir.OpMultiset:
		// Nagini's multiset of a list's elements (read back by the reader);
		// of a concatenation, the sum of its pieces' (Nagini 1.2 does not
		// type ToMS of a sum of sequences).
		var pieces []ir.Expr
		var flat func(x ir.Expr)
		flat = func(x ir.Expr) {
			if b, ok := x.(*ir.Binary); ok && (b.Op == ir.OpAdd || b.Op == ir.OpAppend) {
				flat(b.X)
				flat(b.Y)
				return
			}
			pieces = append(pieces, x)
		}
		flat(e.X)
		p.paren(len(pieces) > 1 && ctx > precAdd, func() {
			for i, x := range pieces {
				if i > 0 {
					p.w(" + ")
				}
				p.w("ToMS(")
				p.seq(x)
				p.w(")")
			}
		})
	default:
		p.fail("the prefix operator %s", e.Op)
	}
}

func (p *printer) cmpOp(op ir.Op) string {
	switch op {
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
		return op.String()
	case ir.OpIn:
		return "in"
	case ir.OpNotIn:
		return "not in"
	}
	p.fail("the comparison %s", op)
	return ""
}

// infix prints x op y at prec with the given operand levels.
func (p *printer) infix(ctx, prec int, x ir.Expr, op string, y ir.Expr, l, r int) {
	p.paren(ctx > prec, func() {
		p.expr(x, l)
		p.w(" " + op + " ")
		p.expr(y, r)
	})
}

func (p *printer) binary(e *ir.Binary, ctx int) {
	switch e.Op {
	case ir.OpAnd, ir.OpOr:
		prec, word := precAnd, " and "
		if e.Op == ir.OpOr {
			prec, word = precOr, " or "
		}
		p.paren(ctx > prec, func() {
			p.boolOperand(e.X, prec)
			p.w(word)
			p.boolOperand(e.Y, prec+1)
		})
	case ir.OpImplies, ir.OpExplies:
		a, b := e.X, e.Y
		if e.Op == ir.OpExplies {
			a, b = b, a
		}
		p.w("Implies(")
		p.truth(a, precLambda)
		p.w(", ")
		p.truth(b, precLambda)
		p.w(")")
	case ir.OpIff:
		// On booleans (the only operands <==> has) equality is iff.
		p.infix(ctx, precCmp, e.X, "==", e.Y, precBitOr, precBitOr)
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpIn, ir.OpNotIn:
		if (e.Op == ir.OpEq || e.Op == ir.OpNe) && (slicePiece(e.X) || slicePiece(e.Y)) {
			// Pieces of lists compared: as sequences (a list slice or
			// concatenation is a new list, which a contract cannot make).
			p.paren(ctx > precCmp, func() {
				p.seq(e.X)
				p.w(" " + p.cmpOp(e.Op) + " ")
				p.seq(e.Y)
			})
			return
		}
		// Nested comparisons are parenthesised: a < b == c would chain.
		p.infix(ctx, precCmp, e.X, p.cmpOp(e.Op), e.Y, precBitOr, precBitOr)
	case ir.OpAdd:
		if setLike(e.X) || setLike(e.Y) {
			p.infix(ctx, precBitOr, e.X, "|", e.Y, precBitOr, precBitAnd) // Python sets have no +
			return
		}
		p.infix(ctx, precAdd, e.X, "+", e.Y, precAdd, precMul)
	case ir.OpAppend:
		p.infix(ctx, precAdd, e.X, "+", e.Y, precAdd, precMul)
	case ir.OpSub:
		p.infix(ctx, precAdd, e.X, "-", e.Y, precAdd, precMul)
	case ir.OpNatSub:
		// Truncated subtraction.
		p.w("max(")
		p.infix(precLambda, precAdd, e.X, "-", e.Y, precAdd, precMul)
		p.w(", 0)")
	case ir.OpCons:
		p.paren(ctx > precAdd, func() {
			p.w("[")
			p.expr(e.X, precLambda)
			p.w("] + ")
			p.expr(e.Y, precMul)
		})
	case ir.OpMul:
		if setLike(e.X) || setLike(e.Y) {
			p.infix(ctx, precBitAnd, e.X, "&", e.Y, precBitAnd, precAdd) // Python sets have no *
			return
		}
		p.infix(ctx, precMul, e.X, "*", e.Y, precMul, precUnary)
	case ir.OpDivFloor:
		p.infix(ctx, precMul, e.X, "//", e.Y, precMul, precUnary)
	case ir.OpModFloor:
		p.infix(ctx, precMul, e.X, "%", e.Y, precMul, precUnary)
	case ir.OpDivEuclid, ir.OpModEuclid, ir.OpDivEuclidTotal, ir.OpModEuclidTotal:
		// Euclidean and floor division agree when the divisor is positive
		// (and both are undefined on 0 unless the operator is total);
		// they differ for negative divisors.
		total := e.Op == ir.OpDivEuclidTotal || e.Op == ir.OpModEuclidTotal
		if !positiveLit(e.Y) && (total || !cardinality(e.Y)) {
			p.fail("Euclidean %s with a divisor not known to be positive (Python's // and %% round toward minus infinity)", e.Op)
		}
		op := "//"
		if e.Op == ir.OpModEuclid || e.Op == ir.OpModEuclidTotal {
			op = "%"
		}
		p.infix(ctx, precMul, e.X, op, e.Y, precMul, precUnary)
	case ir.OpPow:
		// Right-associative; binds tighter than a unary minus on its left.
		p.infix(ctx, precPow, e.X, "**", e.Y, precPrimary, precUnary)
	default:
		name := map[ir.Op]string{ir.OpDivTrunc: "truncating division", ir.OpModTrunc: "truncating remainder",
			ir.OpDivReal: "real division (Python's / gives floats)", ir.OpSubAuto: "Lean's elaborated subtraction",
			ir.OpDisjoint: "disjointness (!!)"}[e.Op]
		if name == "" {
			name = e.Op.String()
		}
		p.fail("the operator %s", name)
	}
}

func positiveLit(e ir.Expr) bool {
	l, ok := e.(*ir.Lit)
	if !ok {
		return false
	}
	i, ok := l.Val.(ir.Int)
	return ok && i.V.Sign() > 0
}

// cardinality: a size, never negative (zero makes both undefined).
func cardinality(e ir.Expr) bool {
	u, ok := e.(*ir.Unary)
	return ok && u.Op == ir.OpCard
}

// setLike reports expressions that are sets whatever the variables hold.
func setLike(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.Lit:
		_, ok := x.Val.(ir.Set)
		return ok
	case *ir.Display:
		return x.Coll == ir.KSet
	case *ir.Compr:
		return x.Coll == ir.KSet
	case *ir.Binary:
		return (x.Op == ir.OpAdd || x.Op == ir.OpSub || x.Op == ir.OpMul) && (setLike(x.X) || setLike(x.Y))
	case *ir.Call:
		if _, ok := callTo(x, "$setdisplay", -1); ok {
			return true
		}
		if _, ok := callTo(x, "set", -1); ok {
			return true
		}
	}
	return false
}

func (p *printer) slice(e *ir.Slice) {
	if e.Clamp {
		p.clampBounds(e)
	}
	p.expr(e.X, precPrimary)
	p.sliceBounds(e.Lo, e.Hi)
}

// clampBounds refuses a clamped slice (Lean's) unless its bounds are
// literals that are not negative: only there do Python and Viper agree with
// the clamp (Python counts negative bounds from the end).
func (p *printer) clampBounds(e *ir.Slice) {
	for _, b := range []ir.Expr{e.Lo, e.Hi} {
		if b == nil {
			continue
		}
		if l, ok := b.(*ir.Lit); !ok || !nonNegInt(l.Val) {
			p.fail("a clamped slice whose bounds may be negative")
		}
	}
}

// slicePiece says e builds a sequence from pieces of one: a slice, or a
// concatenation with one.
func slicePiece(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Slice:
		return true
	case *ir.Binary:
		return (e.Op == ir.OpAdd || e.Op == ir.OpAppend) && (slicePiece(e.X) || slicePiece(e.Y))
	}
	return false
}

// seq prints e, a list or a sequence, as a Nagini sequence (PSeq): a
// list through ToSeq, a slice with take and drop, a display with PSeq and a
// concatenation piece by piece; all pure, as a contract needs them.
func (p *printer) seq(e ir.Expr) {
	switch e := e.(type) {
	case *ir.Slice:
		// Viper's take and drop clamp their bound to the sequence, as a
		// clamped slice does; a strict one is defined on fewer bounds.
		p.seq(e.X)
		if e.Hi != nil {
			p.w(".take(")
			p.expr(e.Hi, precLambda)
			p.w(")")
		}
		if e.Lo != nil {
			p.w(".drop(")
			p.expr(e.Lo, precLambda)
			p.w(")")
		}
		return
	case *ir.Display:
		if e.Coll == ir.KSeq && len(e.Elems) > 0 {
			p.w("PSeq(")
			p.list(e.Elems)
			p.w(")")
			return
		}
	case *ir.Binary:
		if e.Op == ir.OpAdd || e.Op == ir.OpAppend {
			p.seq(e.X)
			p.w(" + ")
			p.seq(e.Y)
			return
		}
	}
	p.w("ToSeq(")
	p.expr(e, precLambda)
	p.w(")")
}

func nonNegInt(v ir.Value) bool {
	i, ok := v.(ir.Int)
	return ok && i.V.Sign() >= 0
}

func (p *printer) sliceBounds(lo, hi ir.Expr) {
	p.w("[")
	if lo != nil {
		p.expr(lo, precIf)
	}
	p.w(":")
	if hi != nil {
		p.expr(hi, precIf)
	}
	p.w("]")
}

func (p *printer) member(e *ir.Member) {
	if e.Name != "" && strings.Trim(e.Name, "0123456789") == "" {
		// A tuple component by number.
		p.expr(e.X, precPrimary)
		p.w("[" + e.Name + "]")
		return
	}
	if strings.HasPrefix(e.Name, "__") {
		p.fail("the dunder attribute %s", e.Name)
	}
	name := p.name(e.Name)
	if l, ok := e.X.(*ir.Lit); ok {
		if _, isInt := l.Val.(ir.Int); isInt {
			// 2.x would read as a float.
			p.w("(")
			p.expr(e.X, precLambda)
			p.w(")." + name)
			return
		}
	}
	p.expr(e.X, precPrimary)
	p.w("." + name)
}

func (p *printer) display(e *ir.Display) {
	switch e.Coll {
	case ir.KSeq:
		p.w("[")
		p.list(e.Elems)
		p.w("]")
	case ir.KSet:
		p.setDisplay(e.Elems)
	case ir.KMap:
		if len(e.Keys) != len(e.Elems) {
			p.fail("a map display with %d keys for %d values", len(e.Keys), len(e.Elems))
		}
		p.dictDisplay(e.Keys, e.Elems)
	default:
		p.fail("a %s display", e.Coll)
	}
}

func (p *printer) setDisplay(el []ir.Expr) {
	if len(el) == 0 {
		p.w("set()") // {} is a dict
		return
	}
	p.w("{")
	p.list(el)
	p.w("}")
}

func (p *printer) dictDisplay(keys, vals []ir.Expr) {
	p.w("{")
	for i := range keys {
		if i > 0 {
			p.w(", ")
		}
		p.expr(keys[i], precIf)
		p.w(": ")
		p.expr(vals[i], precIf)
	}
	p.w("}")
}

func (p *printer) call(e *ir.Call, ctx int) {
	id, named := e.Fn.(*ir.Ident)
	if named {
		n := len(e.Args)
		switch id.Name {
		case "$truthy":
			if n == 1 {
				p.w("bool(")
				p.expr(e.Args[0], precLambda)
				p.w(")")
				return
			}
		case "$mul":
			if n == 2 {
				p.infix(ctx, precMul, e.Args[0], "*", e.Args[1], precMul, precUnary)
				return
			}
		case "$or":
			if n == 2 {
				p.infix(ctx, precBitOr, e.Args[0], "|", e.Args[1], precBitOr, precBitXor)
				return
			}
		case "$xor":
			if n == 2 {
				p.infix(ctx, precBitXor, e.Args[0], "^", e.Args[1], precBitXor, precBitAnd)
				return
			}
		case "$and":
			if n == 2 {
				p.infix(ctx, precBitAnd, e.Args[0], "&", e.Args[1], precBitAnd, precShift)
				return
			}
		case "$lshift", "$rshift":
			if n == 2 {
				op := "<<"
				if id.Name == "$rshift" {
					op = ">>"
				}
				p.infix(ctx, precShift, e.Args[0], op, e.Args[1], precShift, precAdd)
				return
			}
		case "$invert":
			if n == 1 {
				p.paren(ctx > precUnary, func() {
					p.w("~")
					p.expr(e.Args[0], precUnary)
				})
				return
			}
		case "$slice":
			if n == 3 {
				p.expr(e.Args[0], precPrimary)
				p.sliceBounds(noneToNil(e.Args[1]), noneToNil(e.Args[2]))
				return
			}
		case "reversed":
			// The parser reads x[::-1] as reversed(x), evaluated as a
			// sequence; Python's reversed() is an iterator.
			if n == 1 {
				p.expr(e.Args[0], precPrimary)
				p.w("[::-1]")
				return
			}
		case "$setdisplay":
			p.setDisplay(e.Args)
			return
		case "$dictdisplay":
			if n%2 == 0 {
				var ks, vs []ir.Expr
				for i := 0; i < n; i += 2 {
					ks, vs = append(ks, e.Args[i]), append(vs, e.Args[i+1])
				}
				p.dictDisplay(ks, vs)
				return
			}
		case "$flatmap":
			if gens, elem, ok := comprehension(e); ok {
				p.w("[")
				p.gens(elem, gens)
				p.w("]")
				return
			}
			p.fail("a flat map that is not a comprehension")
		case "set":
			if n == 1 {
				if gens, elem, ok := comprehension(e.Args[0]); ok {
					p.w("{")
					p.gens(elem, gens)
					p.w("}")
					return
				}
			}
		case "dict":
			if n == 1 {
				if gens, elem, ok := comprehension(e.Args[0]); ok {
					if kv, ok := elem.(*ir.TupleExpr); ok && len(kv.Elems) == 2 {
						p.w("{")
						p.expr(kv.Elems[0], precIf)
						p.w(": ")
						p.gens(kv.Elems[1], gens)
						p.w("}")
						return
					}
				}
			}
		case "$allof", "$anyof":
			if n == 2 {
				if lam, ok := e.Args[1].(*ir.Lambda); ok && len(lam.Params) == 1 {
					all := id.Name == "$allof"
					body := lam.Body
					var conds []ir.Expr
					// The conditions are nested ifs whose else is all's true
					// (any's false); the element is in a truth position.
					for {
						ite, ok := body.(*ir.Ite)
						if !ok {
							break
						}
						l, ok := ite.Else.(*ir.Lit)
						if !ok {
							break
						}
						if b, ok := l.Val.(ir.Bool); !ok || bool(b) != all {
							break
						}
						conds = append(conds, ite.Cond)
						body = ite.Then
					}
					if all {
						p.w("all(")
					} else {
						p.w("any(")
					}
					p.genElem(body, true)
					p.gen(gen{targets: []string{lam.Params[0].Name}, iter: e.Args[0], conds: conds})
					p.w(")")
					return
				}
			}
		case "$permission":
			p.fail("a permission (Acc, Rd, MustTerminate, Wildcard): the lowering keeps none of its arguments")
		}
		if strings.HasPrefix(id.Name, "$") {
			p.fail("the internal function %s with %d arguments", id.Name, n)
		}
		if id.Name == ir.ResultName {
			p.fail("a call of the result")
		}
		p.w(p.name(id.Name))
	} else {
		p.expr(e.Fn, precPrimary)
	}
	p.w("(")
	p.list(e.Args)
	p.w(")")
}

func noneToNil(e ir.Expr) ir.Expr {
	if l, ok := e.(*ir.Lit); ok {
		if ir.IsNone(l.Val) {
			return nil
		}
	}
	return e
}

// gen is one "for targets in iter if cond…" clause of a comprehension.
type gen struct {
	targets []string
	iter    ir.Expr
	conds   []ir.Expr
}

// comprehension reads back the parser's lowering of a list comprehension:
// $flatmap(iter, λx. if c then … else []) per generator, a match on a
// fresh parameter for "for a, b in …", and [elem] innermost.
func comprehension(e ir.Expr) ([]gen, ir.Expr, bool) {
	var gens []gen
	for {
		c, ok := callTo(e, "$flatmap", 2)
		if !ok {
			return nil, nil, false
		}
		lam, ok := c.Args[1].(*ir.Lambda)
		if !ok || len(lam.Params) != 1 {
			return nil, nil, false
		}
		g := gen{iter: c.Args[0], targets: []string{lam.Params[0].Name}}
		body := lam.Body
		if m, ok := body.(*ir.Match); ok && strings.HasPrefix(g.targets[0], "$u") {
			if !isName(m.X, g.targets[0]) || len(m.Cases) != 1 || !m.Cases[0].Pat.Tuple || len(m.Cases[0].Pat.Args) < 2 {
				return nil, nil, false
			}
			g.targets = nil
			for _, a := range m.Cases[0].Pat.Args {
				if a.Var == "" || a.Wild || len(a.Args) > 0 {
					return nil, nil, false
				}
				g.targets = append(g.targets, a.Var)
			}
			body = m.Cases[0].Body
		}
		for {
			ite, ok := body.(*ir.Ite)
			if !ok {
				break
			}
			d, ok := ite.Else.(*ir.Display)
			if !ok || d.Coll != ir.KSeq || len(d.Elems) != 0 {
				break
			}
			g.conds = append(g.conds, ite.Cond)
			body = ite.Then
		}
		gens = append(gens, g)
		if d, ok := body.(*ir.Display); ok && d.Coll == ir.KSeq && len(d.Elems) == 1 {
			return gens, d.Elems[0], true
		}
		e = body
	}
}

// genElem prints a comprehension's element; a lambda there is bracketed.
func (p *printer) genElem(e ir.Expr, truth bool) {
	if truth {
		p.truth(e, precIf)
		return
	}
	p.expr(e, precIf)
}

func (p *printer) gens(elem ir.Expr, gens []gen) {
	p.genElem(elem, false)
	for _, g := range gens {
		p.gen(g)
	}
}

func (p *printer) gen(g gen) {
	p.w(" for ")
	for i, t := range g.targets {
		if i > 0 {
			p.w(", ")
		}
		p.w(p.binder(t))
	}
	p.w(" in ")
	p.expr(g.iter, precOr)
	for _, c := range g.conds {
		p.w(" if ")
		p.truth(c, precOr)
	}
}

// quant prints Forall/Exists: over a collection when the body is guarded
// by membership (the lowering's own shape), else over int or bool.
// quantN prints a universal quantifier over 2 to 6 variables of int or
// bool (a Nat variable is an int at least 0) as ForallN.
func (p *printer) quantN(q *ir.Quant) {
	body := q.Body
	if q.Range != nil {
		body = &ir.Binary{Node: q.Node, Op: ir.OpImplies, X: q.Range, Y: body}
	}
	domains := make([]string, len(q.Vars))
	names := make([]string, len(q.Vars))
	var nat ir.Expr
	for i, v := range q.Vars {
		if v.NatIfUnsigned {
			p.fail("a quantified variable (%s) whose type follows its bounds", v.Name)
		}
		domains[i], names[i] = "int", p.binder(v.Name)
		if v.Type == nil {
			continue
		}
		switch v.Type.Kind {
		case ir.KInt:
		case ir.KBool:
			domains[i] = "bool"
		case ir.KNat:
			ge := &ir.Binary{Node: q.Node, Op: ir.OpGe, X: &ir.Ident{Name: v.Name}, Y: &ir.Lit{Val: ir.NewInt(0)}}
			if nat == nil {
				nat = ge
			} else {
				nat = &ir.Binary{Node: q.Node, Op: ir.OpAnd, X: nat, Y: ge}
			}
		default:
			p.fail("a quantifier over %s (Forall2 … Forall6 range over int or bool)", v.Type)
		}
	}
	if nat != nil {
		body = &ir.Binary{Node: q.Node, Op: ir.OpImplies, X: nat, Y: body}
	}
	p.w(fmt.Sprintf("Forall%d(%s, lambda %s: ", len(q.Vars), strings.Join(domains, ", "), strings.Join(names, ", ")))
	p.truth(body, precLambda)
	p.w(")")
}

func (p *printer) quant(q *ir.Quant) {
	if len(q.Vars) >= 2 && len(q.Vars) <= 6 && q.Forall {
		// Forall2 … Forall6 bind several variables in one quantifier. Not a
		// nest of Forall(int, lambda i: Forall(int, …)): that hides the
		// outer variable's bounds in the inner body, and Nagini 1.2's
		// prover measured minutes on a sortedness invariant so nested
		// against seconds for Forall2.
		p.quantN(q)
		return
	}
	if len(q.Vars) != 1 {
		names := make([]string, len(q.Vars))
		for i, v := range q.Vars {
			names[i] = v.Name
		}
		p.fail("a quantifier over %d variables (%s): Exists binds one, Forall2 … Forall6 up to six", len(q.Vars), strings.Join(names, ", "))
	}
	v := q.Vars[0]
	if v.NatIfUnsigned {
		p.fail("a quantified variable (%s) whose type follows its bounds", v.Name)
	}
	word := "Exists("
	if q.Forall {
		word = "Forall("
	}
	guard := func(g, body ir.Expr) ir.Expr {
		if q.Forall {
			return &ir.Binary{Node: q.Node, Op: ir.OpImplies, X: g, Y: body}
		}
		return &ir.Binary{Node: q.Node, Op: ir.OpAnd, X: g, Y: body}
	}
	body := q.Body
	if q.Range != nil {
		body = guard(q.Range, body)
	}
	if b, ok := body.(*ir.Binary); ok && (q.Forall && b.Op == ir.OpImplies || !q.Forall && b.Op == ir.OpAnd) {
		if in, ok := b.X.(*ir.Binary); ok && in.Op == ir.OpIn && isName(in.X, v.Name) && !mentions(in.Y, v.Name) {
			p.w(word)
			p.expr(in.Y, precLambda)
			p.w(", lambda " + p.binder(v.Name) + ": ")
			p.truth(b.Y, precLambda)
			p.w(")")
			return
		}
		// forall x :: x in C && P ==> Q is Forall(C, lambda x: Implies(P, Q)).
		if and, ok := b.X.(*ir.Binary); ok && q.Forall && and.Op == ir.OpAnd {
			if in, ok := and.X.(*ir.Binary); ok && in.Op == ir.OpIn && isName(in.X, v.Name) && !mentions(in.Y, v.Name) {
				p.w(word)
				p.expr(in.Y, precLambda)
				p.w(", lambda " + p.binder(v.Name) + ": ")
				p.truth(&ir.Binary{Node: b.Node, Op: ir.OpImplies, X: and.Y, Y: b.Y}, precLambda)
				p.w(")")
				return
			}
		}
	}
	domain := "int"
	if v.Type != nil {
		switch v.Type.Kind {
		case ir.KInt:
		case ir.KBool:
			domain = "bool"
		case ir.KNat:
			zero := &ir.Lit{Val: ir.NewInt(0)}
			body = guard(&ir.Binary{Node: q.Node, Op: ir.OpGe, X: &ir.Ident{Name: v.Name}, Y: zero}, body)
		default:
			p.fail("a quantifier over %s (Forall and Exists range over int, bool or a collection)", v.Type)
		}
	}
	p.w(word + domain + ", lambda " + p.binder(v.Name) + ": ")
	p.truth(body, precLambda)
	p.w(")")
}

// value prints a literal value.
func (p *printer) value(v ir.Value) string {
	switch x := v.(type) {
	case ir.Bool:
		if x {
			return "True"
		}
		return "False"
	case ir.Int:
		return x.V.String()
	case ir.Float:
		return FloatRepr(float64(x))
	case ir.Seq:
		if x.Str {
			return p.str(x.Elems)
		}
		return "[" + p.values(x.Elems) + "]"
	case ir.Tuple:
		if len(x.Elems) == 1 {
			return "(" + p.value(x.Elems[0]) + ",)"
		}
		return "(" + p.values(x.Elems) + ")"
	case ir.Set:
		if len(x.Elems) == 0 {
			return "set()"
		}
		p.hashable(x.Elems)
		return "{" + p.values(x.Elems) + "}"
	case ir.Map:
		p.hashable(x.Keys)
		parts := make([]string, len(x.Keys))
		for i := range x.Keys {
			parts[i] = p.value(x.Keys[i]) + ": " + p.value(x.Vals[i])
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case ir.Datatype:
		if ir.IsNone(x) {
			return "None"
		}
		p.fail("the datatype value %s", x)
	case ir.Char:
		p.fail("the character %s (Python has no character type)", x)
	case nil:
		p.fail("a missing value")
	}
	p.fail("the %s value %s", v.Kind(), v)
	return ""
}

func (p *printer) values(el []ir.Value) string {
	parts := make([]string, len(el))
	for i, e := range el {
		parts[i] = p.value(e)
	}
	return strings.Join(parts, ", ")
}

// hashable refuses set elements and dict keys Python would not build as
// the IR holds them: unhashable ones, and True next to 1 (equal in Python).
func (p *printer) hashable(el []ir.Value) {
	seen := map[string]bool{}
	for _, e := range el {
		if !hashable(e) {
			p.fail("a set or dict holding the unhashable %s", e)
		}
		k := ir.PyNumber(e).String()
		if seen[k] {
			p.fail("a set or dict holding both %s and an equal number", e)
		}
		seen[k] = true
	}
}

// str quotes a string as a literal the contract lexer and Python read
// alike: only the escapes both know (\\ \' \" \n \t \r \0) are used.
func (p *printer) str(el []ir.Value) string {
	rs := make([]rune, len(el))
	for i, e := range el {
		c, ok := e.(ir.Char)
		if !ok {
			p.fail("a string holding %s", e)
		}
		rs[i] = rune(c)
	}
	q := '"'
	if strings.ContainsRune(string(rs), '"') && !strings.ContainsRune(string(rs), '\'') {
		q = '\''
	}
	var sb strings.Builder
	sb.WriteRune(q)
	for i, r := range rs {
		switch {
		case r == '\\':
			sb.WriteString(`\\`)
		case r == q:
			sb.WriteRune('\\')
			sb.WriteRune(r)
		case r == '\n':
			sb.WriteString(`\n`)
		case r == '\t':
			sb.WriteString(`\t`)
		case r == '\r':
			sb.WriteString(`\r`)
		case r == 0:
			sb.WriteString(`\0`)
			if i+1 < len(rs) && rs[i+1] >= '0' && rs[i+1] <= '7' {
				// Python would read \01 as one octal escape: split the
				// literal (adjacent literals concatenate).
				sb.WriteRune(q)
				sb.WriteString(" ")
				sb.WriteRune(q)
			}
		case r < 0x20 || r == 0x7f:
			p.fail("a string holding the control character %U (the contract lexer has no \\x escapes)", r)
		case !utf8.ValidRune(r):
			p.fail("a string holding the invalid code point %U", r)
		default:
			sb.WriteRune(r)
		}
	}
	sb.WriteRune(q)
	return sb.String()
}
