package nagini

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/specfaith/specfaith/spec"
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
func Print(e spec.Expr) (s string, err error) {
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
func callTo(e spec.Expr, name string, n int) (*spec.Call, bool) {
	c, ok := e.(*spec.Call)
	if !ok {
		return nil, false
	}
	id, ok := c.Fn.(*spec.Ident)
	if !ok || id.Name != name || n >= 0 && len(c.Args) != n {
		return nil, false
	}
	return c, true
}

// expr prints e where the context needs at least precedence ctx.
func (p *printer) expr(e spec.Expr, ctx int) {
	switch e := e.(type) {
	case nil:
		p.fail("a missing expression")
	case *spec.Lit:
		s := p.value(e.Val)
		p.paren(strings.HasPrefix(s, "-") && ctx > precUnary, func() { p.w(s) })
	case *spec.Ident:
		if e.Name == spec.ResultName {
			p.w("Result()")
			return
		}
		p.w(p.name(e.Name))
	case *spec.Unary:
		p.unary(e, ctx)
	case *spec.Binary:
		p.binary(e, ctx)
	case *spec.Chain:
		if len(e.Args) != len(e.Ops)+1 {
			p.fail("a malformed comparison chain")
		}
		p.paren(ctx > precCmp, func() {
			for i, a := range e.Args {
				if i > 0 {
					p.w(" " + p.cmpOp(e.Ops[i-1]) + " ")
				}
				p.expr(a, precBitOr)
			}
		})
	case *spec.Call:
		p.call(e, ctx)
	case *spec.Index:
		if e.Mode != spec.IndexPython {
			// Strict, option and default modes differ from Python on negative
			// or missing indices, and on strings (characters, not strings).
			mode := map[spec.IndexMode]string{spec.IndexStrict: "strict", spec.IndexOption: "option (x[i]?)",
				spec.IndexDefault: "default (getD)", spec.IndexBang: "Lean's x[i]!"}[e.Mode]
			p.fail("an index in %s mode (Python counts negative indices from the end)", mode)
		}
		if len(e.Args) != 1 {
			p.fail("an index with %d subscripts", len(e.Args))
		}
		p.expr(e.X, precPrimary)
		p.w("[")
		p.expr(e.Args[0], precLambda)
		p.w("]")
	case *spec.Slice:
		p.slice(e)
	case *spec.Member:
		p.member(e)
	case *spec.Old:
		p.w("Old(")
		p.expr(e.X, precLambda)
		p.w(")")
	case *spec.TupleExpr:
		p.w("(")
		p.list(e.Elems)
		if len(e.Elems) == 1 {
			p.w(",")
		}
		p.w(")")
	case *spec.Display:
		p.display(e)
	case *spec.Ite:
		p.paren(ctx > precIf, func() {
			p.expr(e.Then, precOr)
			p.w(" if ")
			p.truth(e.Cond, precOr)
			p.w(" else ")
			p.expr(e.Else, precIf)
		})
	case *spec.Let:
		op, x, y, ok := andOrLet(e)
		if !ok {
			p.fail("a let binding (Python expressions have none)")
		}
		// The parser's lowering of and/or on non-booleans: Python's own
		// operator, which returns an operand.
		prec, word := precAnd, " and "
		if op == spec.OpOr {
			prec, word = precOr, " or "
		}
		p.paren(ctx > prec, func() {
			p.expr(x, prec)
			p.w(word)
			p.expr(y, prec+1)
		})
	case *spec.Lambda:
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
	case *spec.Quant:
		p.quant(e)
	case *spec.Compr:
		p.fail("a %s comprehension over typed variables", e.Coll)
	case *spec.Update:
		p.fail("a sequence or map update x[k := v]")
	case *spec.Match:
		p.fail("a match expression")
	case *spec.Unsupported:
		p.fail("%q: %s", e.Text, e.Reason)
	default:
		p.fail("a %T", e)
	}
}

// truth prints e where Python takes its truth value (a condition, not's
// operand, a quantifier body, Implies' arguments): the parser's explicit
// truthiness wrapper is Python's own there, and reading back adds it again.
func (p *printer) truth(e spec.Expr, ctx int) {
	if c, ok := callTo(e, "$truthy", 1); ok {
		p.expr(c.Args[0], ctx)
		return
	}
	p.expr(e, ctx)
}

// readsBoolish reports whether e prints as text that the parser reads
// back as certainly boolean (see boolish), so and/or stay the IR's.
func readsBoolish(e spec.Expr) bool {
	if b, ok := e.(*spec.Binary); ok && (b.Op == spec.OpIff || b.Op == spec.OpExplies) {
		return true
	}
	return boolish(e)
}

// boolOperand prints an operand of the IR's and/or. Python's and/or return
// an operand, which the parser keeps apart from the IR's boolean ones:
// an operand not read back as boolean is converted with bool().
func (p *printer) boolOperand(e spec.Expr, ctx int) {
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
// operand is not boolean: let t = x in (if truthy(t) then y else t), or
// (… then t else y).
func andOrLet(e *spec.Let) (spec.Op, spec.Expr, spec.Expr, bool) {
	if len(e.Names) != 1 || len(e.Values) != 1 || e.Rec || !strings.HasPrefix(e.Names[0], "$t") {
		return 0, nil, nil, false
	}
	t := e.Names[0]
	ite, ok := e.Body.(*spec.Ite)
	if !ok {
		return 0, nil, nil, false
	}
	c, ok := callTo(ite.Cond, "$truthy", 1)
	if !ok || !isName(c.Args[0], t) {
		return 0, nil, nil, false
	}
	switch {
	case isName(ite.Else, t) && !mentions(ite.Then, t):
		return spec.OpAnd, e.Values[0], ite.Then, true
	case isName(ite.Then, t) && !mentions(ite.Else, t):
		return spec.OpOr, e.Values[0], ite.Else, true
	}
	return 0, nil, nil, false
}

func isName(e spec.Expr, name string) bool {
	id, ok := e.(*spec.Ident)
	return ok && id.Name == name
}

func mentions(e spec.Expr, name string) bool {
	found := false
	spec.Inspect(e, func(x spec.Expr) bool {
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
	if s == spec.ResultName {
		p.fail("a variable bound as %q (it would capture Result())", s)
	}
	return p.name(s)
}

func (p *printer) list(es []spec.Expr) {
	for i, x := range es {
		if i > 0 {
			p.w(", ")
		}
		p.expr(x, precLambda)
	}
}

func (p *printer) unary(e *spec.Unary, ctx int) {
	switch e.Op {
	case spec.OpNot:
		p.paren(ctx > precNot, func() {
			p.w("not ")
			p.truth(e.X, precNot)
		})
	case spec.OpNeg:
		p.paren(ctx > precUnary, func() {
			p.w("-")
			inner := precUnary
			if spec.StartsWithMinus(e.X) {
				inner = precPrimary // -(-x) rather than --x
			}
			p.expr(e.X, inner)
		})
	case spec.OpCard:
		p.w("len(")
		p.expr(e.X, precLambda)
		p.w(")")
	case spec.OpMultiset:
		// Nagini's multiset of a list's elements (read back by the reader).
		p.w("ToMS(ToSeq(")
		p.expr(e.X, precLambda)
		p.w("))")
	default:
		p.fail("the prefix operator %s", e.Op)
	}
}

func (p *printer) cmpOp(op spec.Op) string {
	switch op {
	case spec.OpEq, spec.OpNe, spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe:
		return op.String()
	case spec.OpIn:
		return "in"
	case spec.OpNotIn:
		return "not in"
	}
	p.fail("the comparison %s", op)
	return ""
}

// infix prints x op y at prec with the given operand levels.
func (p *printer) infix(ctx, prec int, x spec.Expr, op string, y spec.Expr, l, r int) {
	p.paren(ctx > prec, func() {
		p.expr(x, l)
		p.w(" " + op + " ")
		p.expr(y, r)
	})
}

func (p *printer) binary(e *spec.Binary, ctx int) {
	switch e.Op {
	case spec.OpAnd, spec.OpOr:
		prec, word := precAnd, " and "
		if e.Op == spec.OpOr {
			prec, word = precOr, " or "
		}
		p.paren(ctx > prec, func() {
			p.boolOperand(e.X, prec)
			p.w(word)
			p.boolOperand(e.Y, prec+1)
		})
	case spec.OpImplies, spec.OpExplies:
		a, b := e.X, e.Y
		if e.Op == spec.OpExplies {
			a, b = b, a
		}
		p.w("Implies(")
		p.truth(a, precLambda)
		p.w(", ")
		p.truth(b, precLambda)
		p.w(")")
	case spec.OpIff:
		// On booleans (the only operands <==> has) equality is iff.
		p.infix(ctx, precCmp, e.X, "==", e.Y, precBitOr, precBitOr)
	case spec.OpEq, spec.OpNe, spec.OpLt, spec.OpLe, spec.OpGt, spec.OpGe, spec.OpIn, spec.OpNotIn:
		// Nested comparisons are parenthesised: a < b == c would chain.
		p.infix(ctx, precCmp, e.X, p.cmpOp(e.Op), e.Y, precBitOr, precBitOr)
	case spec.OpAdd:
		if setLike(e.X) || setLike(e.Y) {
			p.infix(ctx, precBitOr, e.X, "|", e.Y, precBitOr, precBitAnd) // Python sets have no +
			return
		}
		p.infix(ctx, precAdd, e.X, "+", e.Y, precAdd, precMul)
	case spec.OpAppend:
		p.infix(ctx, precAdd, e.X, "+", e.Y, precAdd, precMul)
	case spec.OpSub:
		p.infix(ctx, precAdd, e.X, "-", e.Y, precAdd, precMul)
	case spec.OpNatSub:
		// Truncated subtraction.
		p.w("max(")
		p.infix(precLambda, precAdd, e.X, "-", e.Y, precAdd, precMul)
		p.w(", 0)")
	case spec.OpCons:
		p.paren(ctx > precAdd, func() {
			p.w("[")
			p.expr(e.X, precLambda)
			p.w("] + ")
			p.expr(e.Y, precMul)
		})
	case spec.OpMul:
		if setLike(e.X) || setLike(e.Y) {
			p.infix(ctx, precBitAnd, e.X, "&", e.Y, precBitAnd, precAdd) // Python sets have no *
			return
		}
		p.infix(ctx, precMul, e.X, "*", e.Y, precMul, precUnary)
	case spec.OpDivFloor:
		p.infix(ctx, precMul, e.X, "//", e.Y, precMul, precUnary)
	case spec.OpModFloor:
		p.infix(ctx, precMul, e.X, "%", e.Y, precMul, precUnary)
	case spec.OpDivEuclid, spec.OpModEuclid, spec.OpDivEuclidTotal, spec.OpModEuclidTotal:
		// Euclidean and floor division agree when the divisor is positive
		// (and both are undefined on 0 unless the operator is total);
		// they differ for negative divisors.
		total := e.Op == spec.OpDivEuclidTotal || e.Op == spec.OpModEuclidTotal
		if !positiveLit(e.Y) && (total || !cardinality(e.Y)) {
			p.fail("Euclidean %s with a divisor not known to be positive (Python's // and %% round toward minus infinity)", e.Op)
		}
		op := "//"
		if e.Op == spec.OpModEuclid || e.Op == spec.OpModEuclidTotal {
			op = "%"
		}
		p.infix(ctx, precMul, e.X, op, e.Y, precMul, precUnary)
	case spec.OpPow:
		// Right-associative; binds tighter than a unary minus on its left.
		p.infix(ctx, precPow, e.X, "**", e.Y, precPrimary, precUnary)
	default:
		name := map[spec.Op]string{spec.OpDivTrunc: "truncating division", spec.OpModTrunc: "truncating remainder",
			spec.OpDivReal: "real division (Python's / gives floats)", spec.OpSubAuto: "Lean's elaborated subtraction",
			spec.OpDisjoint: "disjointness (!!)"}[e.Op]
		if name == "" {
			name = e.Op.String()
		}
		p.fail("the operator %s", name)
	}
}

func positiveLit(e spec.Expr) bool {
	l, ok := e.(*spec.Lit)
	if !ok {
		return false
	}
	i, ok := l.Val.(spec.Int)
	return ok && i.V.Sign() > 0
}

// cardinality: a size, never negative (zero makes both undefined).
func cardinality(e spec.Expr) bool {
	u, ok := e.(*spec.Unary)
	return ok && u.Op == spec.OpCard
}

// setLike reports expressions that are sets whatever the variables hold.
func setLike(e spec.Expr) bool {
	switch x := e.(type) {
	case *spec.Lit:
		_, ok := x.Val.(spec.Set)
		return ok
	case *spec.Display:
		return x.Coll == spec.KSet
	case *spec.Compr:
		return x.Coll == spec.KSet
	case *spec.Binary:
		return (x.Op == spec.OpAdd || x.Op == spec.OpSub || x.Op == spec.OpMul) && (setLike(x.X) || setLike(x.Y))
	case *spec.Call:
		if _, ok := callTo(x, "$setdisplay", -1); ok {
			return true
		}
		if _, ok := callTo(x, "set", -1); ok {
			return true
		}
	}
	return false
}

func (p *printer) slice(e *spec.Slice) {
	if e.Clamp {
		// Clamping bounds (Lean) agrees with Python only for bounds that are
		// not negative: Python counts those from the end.
		for _, b := range []spec.Expr{e.Lo, e.Hi} {
			if b == nil {
				continue
			}
			if l, ok := b.(*spec.Lit); !ok || !nonNegInt(l.Val) {
				p.fail("a clamped slice whose bounds may be negative")
			}
		}
	}
	p.expr(e.X, precPrimary)
	p.sliceBounds(e.Lo, e.Hi)
}

func nonNegInt(v spec.Value) bool {
	i, ok := v.(spec.Int)
	return ok && i.V.Sign() >= 0
}

func (p *printer) sliceBounds(lo, hi spec.Expr) {
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

func (p *printer) member(e *spec.Member) {
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
	if l, ok := e.X.(*spec.Lit); ok {
		if _, isInt := l.Val.(spec.Int); isInt {
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

func (p *printer) display(e *spec.Display) {
	switch e.Coll {
	case spec.KSeq:
		p.w("[")
		p.list(e.Elems)
		p.w("]")
	case spec.KSet:
		p.setDisplay(e.Elems)
	case spec.KMap:
		if len(e.Keys) != len(e.Elems) {
			p.fail("a map display with %d keys for %d values", len(e.Keys), len(e.Elems))
		}
		p.dictDisplay(e.Keys, e.Elems)
	default:
		p.fail("a %s display", e.Coll)
	}
}

func (p *printer) setDisplay(el []spec.Expr) {
	if len(el) == 0 {
		p.w("set()") // {} is a dict
		return
	}
	p.w("{")
	p.list(el)
	p.w("}")
}

func (p *printer) dictDisplay(keys, vals []spec.Expr) {
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

func (p *printer) call(e *spec.Call, ctx int) {
	id, named := e.Fn.(*spec.Ident)
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
				var ks, vs []spec.Expr
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
					if kv, ok := elem.(*spec.TupleExpr); ok && len(kv.Elems) == 2 {
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
				if lam, ok := e.Args[1].(*spec.Lambda); ok && len(lam.Params) == 1 {
					all := id.Name == "$allof"
					body := lam.Body
					var conds []spec.Expr
					// The conditions are nested ifs whose else is all's true
					// (any's false); the element is in a truth position.
					for {
						ite, ok := body.(*spec.Ite)
						if !ok {
							break
						}
						l, ok := ite.Else.(*spec.Lit)
						if !ok {
							break
						}
						if b, ok := l.Val.(spec.Bool); !ok || bool(b) != all {
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
		if id.Name == spec.ResultName {
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

func noneToNil(e spec.Expr) spec.Expr {
	if l, ok := e.(*spec.Lit); ok {
		if spec.IsNone(l.Val) {
			return nil
		}
	}
	return e
}

// gen is one "for targets in iter if cond…" clause of a comprehension.
type gen struct {
	targets []string
	iter    spec.Expr
	conds   []spec.Expr
}

// comprehension reads back the parser's lowering of a list comprehension:
// $flatmap(iter, λx. if c then … else []) per generator, a match on a
// fresh parameter for "for a, b in …", and [elem] innermost.
func comprehension(e spec.Expr) ([]gen, spec.Expr, bool) {
	var gens []gen
	for {
		c, ok := callTo(e, "$flatmap", 2)
		if !ok {
			return nil, nil, false
		}
		lam, ok := c.Args[1].(*spec.Lambda)
		if !ok || len(lam.Params) != 1 {
			return nil, nil, false
		}
		g := gen{iter: c.Args[0], targets: []string{lam.Params[0].Name}}
		body := lam.Body
		if m, ok := body.(*spec.Match); ok && strings.HasPrefix(g.targets[0], "$u") {
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
			ite, ok := body.(*spec.Ite)
			if !ok {
				break
			}
			d, ok := ite.Else.(*spec.Display)
			if !ok || d.Coll != spec.KSeq || len(d.Elems) != 0 {
				break
			}
			g.conds = append(g.conds, ite.Cond)
			body = ite.Then
		}
		gens = append(gens, g)
		if d, ok := body.(*spec.Display); ok && d.Coll == spec.KSeq && len(d.Elems) == 1 {
			return gens, d.Elems[0], true
		}
		e = body
	}
}

// genElem prints a comprehension's element; a lambda there is bracketed.
func (p *printer) genElem(e spec.Expr, truth bool) {
	if truth {
		p.truth(e, precIf)
		return
	}
	p.expr(e, precIf)
}

func (p *printer) gens(elem spec.Expr, gens []gen) {
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
func (p *printer) quant(q *spec.Quant) {
	if len(q.Vars) != 1 {
		// Nesting Forall(int, lambda i: Forall(int, …)) would hide the
		// bounds on the outer variable, which sit in the inner body.
		names := make([]string, len(q.Vars))
		for i, v := range q.Vars {
			names[i] = v.Name
		}
		p.fail("a quantifier over %d variables (%s): Forall and Exists bind one", len(q.Vars), strings.Join(names, ", "))
	}
	v := q.Vars[0]
	if v.NatIfUnsigned {
		p.fail("a quantified variable (%s) whose type follows its bounds", v.Name)
	}
	word := "Exists("
	if q.Forall {
		word = "Forall("
	}
	guard := func(g, body spec.Expr) spec.Expr {
		if q.Forall {
			return &spec.Binary{Node: q.Node, Op: spec.OpImplies, X: g, Y: body}
		}
		return &spec.Binary{Node: q.Node, Op: spec.OpAnd, X: g, Y: body}
	}
	body := q.Body
	if q.Range != nil {
		body = guard(q.Range, body)
	}
	if b, ok := body.(*spec.Binary); ok && (q.Forall && b.Op == spec.OpImplies || !q.Forall && b.Op == spec.OpAnd) {
		if in, ok := b.X.(*spec.Binary); ok && in.Op == spec.OpIn && isName(in.X, v.Name) && !mentions(in.Y, v.Name) {
			p.w(word)
			p.expr(in.Y, precLambda)
			p.w(", lambda " + p.binder(v.Name) + ": ")
			p.truth(b.Y, precLambda)
			p.w(")")
			return
		}
		// forall x :: x in C && P ==> Q is Forall(C, lambda x: Implies(P, Q)).
		if and, ok := b.X.(*spec.Binary); ok && q.Forall && and.Op == spec.OpAnd {
			if in, ok := and.X.(*spec.Binary); ok && in.Op == spec.OpIn && isName(in.X, v.Name) && !mentions(in.Y, v.Name) {
				p.w(word)
				p.expr(in.Y, precLambda)
				p.w(", lambda " + p.binder(v.Name) + ": ")
				p.truth(&spec.Binary{Node: b.Node, Op: spec.OpImplies, X: and.Y, Y: b.Y}, precLambda)
				p.w(")")
				return
			}
		}
	}
	domain := "int"
	if v.Type != nil {
		switch v.Type.Kind {
		case spec.KInt:
		case spec.KBool:
			domain = "bool"
		case spec.KNat:
			zero := &spec.Lit{Val: spec.NewInt(0)}
			body = guard(&spec.Binary{Node: q.Node, Op: spec.OpGe, X: &spec.Ident{Name: v.Name}, Y: zero}, body)
		default:
			p.fail("a quantifier over %s (Forall and Exists range over int, bool or a collection)", v.Type)
		}
	}
	p.w(word + domain + ", lambda " + p.binder(v.Name) + ": ")
	p.truth(body, precLambda)
	p.w(")")
}

// value prints a literal value.
func (p *printer) value(v spec.Value) string {
	switch x := v.(type) {
	case spec.Bool:
		if x {
			return "True"
		}
		return "False"
	case spec.Int:
		return x.V.String()
	case spec.Seq:
		if x.Str {
			return p.str(x.Elems)
		}
		return "[" + p.values(x.Elems) + "]"
	case spec.Tuple:
		if len(x.Elems) == 1 {
			return "(" + p.value(x.Elems[0]) + ",)"
		}
		return "(" + p.values(x.Elems) + ")"
	case spec.Set:
		if len(x.Elems) == 0 {
			return "set()"
		}
		p.hashable(x.Elems)
		return "{" + p.values(x.Elems) + "}"
	case spec.Map:
		p.hashable(x.Keys)
		parts := make([]string, len(x.Keys))
		for i := range x.Keys {
			parts[i] = p.value(x.Keys[i]) + ": " + p.value(x.Vals[i])
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case spec.Datatype:
		if spec.IsNone(x) {
			return "None"
		}
		p.fail("the datatype value %s", x)
	case spec.Char:
		p.fail("the character %s (Python has no character type)", x)
	case nil:
		p.fail("a missing value")
	}
	p.fail("the %s value %s", v.Kind(), v)
	return ""
}

func (p *printer) values(el []spec.Value) string {
	parts := make([]string, len(el))
	for i, e := range el {
		parts[i] = p.value(e)
	}
	return strings.Join(parts, ", ")
}

// hashable refuses set elements and dict keys Python would not build as
// the IR holds them: unhashable ones, and True next to 1 (equal in Python).
func (p *printer) hashable(el []spec.Value) {
	seen := map[string]bool{}
	for _, e := range el {
		if !hashable(e) {
			p.fail("a set or dict holding the unhashable %s", e)
		}
		k := spec.PyNumber(e).String()
		if seen[k] {
			p.fail("a set or dict holding both %s and an equal number", e)
		}
		seen[k] = true
	}
}

// str quotes a string as a literal the contract lexer and Python read
// alike: only the escapes both know (\\ \' \" \n \t \r \0) are used.
func (p *printer) str(el []spec.Value) string {
	rs := make([]rune, len(el))
	for i, e := range el {
		c, ok := e.(spec.Char)
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
