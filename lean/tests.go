package lean

import (
	"github.com/specfaith/specfaith/internal/lazyre"

	"github.com/specfaith/specfaith/ir"
)

// Tests as Lean users write them: `example : f 2 3 = 6 := by decide` (or
// rfl, native_decide, cbv, …) and `#guard f 2 3 == 6` state an intended
// output of f; `example : ¬ (f 2 3 = 7)`, `example : f 2 3 ≠ 7` and
// `#guard f 2 3 != 7` an output f must not give. Each becomes an example
// of f's contract (accepted or rejected), like a doc comment's, when its
// arguments and value are closed values of the parameters' and result's
// types; any other statement is left alone.

// testInfo is one such statement: e as read, src the text its spans are
// offsets in, base the offset of src in the file.
type testInfo struct {
	e    ir.Expr
	src  string
	base int
	// sorry: the example's proof is sorry (or admit), which Lean accepts
	// whatever the statement says.
	sorry bool
}

var sorryRe = lazyre.New(`\b(sorry|admit)\b`)

// guard reads `#guard e`: e is the rest of the line.
func (p *parser) guard() {
	p.next() // #
	g := p.next()
	line, from, to := g.pos.Line, g.end.Offset, g.end.Offset
	for p.tok().kind != tEOF && p.tok().pos.Line == line {
		to = p.next().end.Offset
	}
	if to <= from || len(p.tests) >= maxEvalExamples {
		return
	}
	text := p.src[from:to]
	e, probs := ParseExpr(text)
	if len(probs) > 0 || e == nil {
		return
	}
	p.tests = append(p.tests, testInfo{e: e, src: text, base: from})
}

// testExamples turns the tests into examples of the contracts of the
// functions they apply.
func (p *parser) testExamples() {
	if len(p.tests) == 0 || len(p.mod.Contracts) == 0 {
		return
	}
	byName := map[string]*ir.Contract{}
	for _, c := range p.mod.Contracts {
		byName[c.Name] = c
	}
	n := 0 // examples made; p.tests is bounded by maxEvalExamples too
	for _, t := range p.tests {
		if n >= maxEvalExamples {
			return
		}
		e, neg := t.e, false
		for {
			if u, ok := e.(*ir.Unary); ok && u.Op == ir.OpNot {
				e, neg = u.X, !neg
				continue
			}
			break
		}
		if p.appliesContract(byName, e) {
			// #guard isPrime 7, example : isPrime 7 := by decide: a
			// Bool-valued f is true there (false under a negation).
			r := e.Span()
			if !inText(r, t.src) {
				continue
			}
			val := "true"
			if neg {
				val = "false"
			}
			if ex, c, ok := p.evalExample(byName, t.src[r.Start.Offset:r.End.Offset], val, t.base+r.Start.Offset); ok && c.Results[0].Type != nil && c.Results[0].Type.Kind == ir.KBool {
				c.Examples.Accepted = append(c.Examples.Accepted, ex)
				n++
			}
			continue
		}
		b, ok := e.(*ir.Binary)
		if !ok || b.Op != ir.OpEq && b.Op != ir.OpNe {
			continue
		}
		if b.Op == ir.OpNe {
			neg = !neg
		}
		call, out := b.X, b.Y
		if !p.appliesContract(byName, call) {
			call, out = out, call
			if !p.appliesContract(byName, call) {
				continue
			}
		}
		cr, or := call.Span(), out.Span()
		if !inText(cr, t.src) || !inText(or, t.src) {
			continue
		}
		ex, c, ok := p.evalExample(byName, t.src[cr.Start.Offset:cr.End.Offset], t.src[or.Start.Offset:or.End.Offset], t.base+cr.Start.Offset)
		if !ok {
			continue
		}
		if neg {
			c.Examples.Rejected = append(c.Examples.Rejected, ex)
		} else {
			c.Examples.Accepted = append(c.Examples.Accepted, ex)
		}
		n++
	}
}

// appliesContract says e applies the function of one of the contracts.
func (p *parser) appliesContract(byName map[string]*ir.Contract, e ir.Expr) bool {
	c, ok := e.(*ir.Call)
	if !ok {
		return false
	}
	id, ok := c.Fn.(*ir.Ident)
	return ok && byName[id.Name] != nil
}

func inText(r ir.Range, src string) bool {
	return r.Start.Offset >= 0 && r.End.Offset <= len(src) && r.Start.Offset < r.End.Offset
}

// CodeFailingTest is the code of a test the file's own implementation
// does not pass: Lean rejects the example (or the #guard fails), and
// either the test or the implementation is wrong.
const CodeFailingTest = "failing-test"

// testFailures evaluates the tests that apply a function of the file with
// a body, and reports each one the body makes false. Tests about other
// functions (Lean's own) are left to Lean.
func (p *parser) testFailures() {
	n := 0
	for _, t := range p.tests {
		if n >= maxEvalExamples || len(p.problems) >= maxProblems {
			return
		}
		if t.sorry {
			continue // Lean takes it on trust
		}
		e := t.e
		for {
			u, ok := e.(*ir.Unary)
			if !ok || u.Op != ir.OpNot {
				break
			}
			e = u.X
		}
		call, other := e, ir.Expr(nil)
		if b, ok := e.(*ir.Binary); ok && (b.Op == ir.OpEq || b.Op == ir.OpNe) {
			call, other = b.X, b.Y
			if !p.ownCall(call) {
				call, other = other, call
			}
		}
		if !p.ownCall(call) {
			continue
		}
		n++
		if other != nil {
			// f 3.0 == 1.5: the literal has f's result type.
			if id, ok := call.(*ir.Call).Fn.(*ir.Ident); ok && p.mod.Funcs[id.Name] != nil {
				typed := typedLit(other, p.mod.Funcs[id.Name].Result)
				if typed != other {
					e = replaceSide(e, other, typed)
					t.e = replaceUnder(t.e, e)
				}
			}
		}
		whole := p.unitProofs(t.e)
		ctx := ir.NewCtx(p.mod)
		if st, _ := ctx.Check(whole, nil); st != ir.False {
			continue
		}
		r := t.e.Span()
		if !inText(r, t.src) {
			continue
		}
		text := ir.OneLine(t.src[r.Start.Offset:r.End.Offset])
		msg := "this test fails on the file's own implementation: `" + text + "` is false"
		cr := call.Span()
		if other != nil && inText(cr, t.src) {
			if v, stop := ir.NewCtx(p.mod).Eval(p.unitProofs(call), nil); stop == nil {
				msg += ", as `" + ir.OneLine(t.src[cr.Start.Offset:cr.End.Offset]) + "` evaluates to " + ir.Brief(v)
			}
		}
		msg += " (Lean rejects it: the test or the implementation is wrong)"
		at := r
		if t.base > 0 || t.src != p.src {
			lines := ir.NewLines(p.src)
			at = ir.Range{Start: lines.Pos(t.base + r.Start.Offset), End: lines.Pos(t.base + r.End.Offset)}
		}
		p.problems = append(p.problems, ir.Problem{R: at, Severity: ir.SevWarning, Code: CodeFailingTest, Message: msg})
	}
}

// ownCall says e applies a function of the file that has a body.
func (p *parser) ownCall(e ir.Expr) bool {
	c, ok := e.(*ir.Call)
	if !ok {
		return false
	}
	id, ok := c.Fn.(*ir.Ident)
	if !ok {
		return false
	}
	f := p.mod.Funcs[id.Name]
	if f == nil || f.Body == nil {
		return false
	}
	_, unread := f.Body.(*ir.Unsupported)
	return !unread
}

// unitProofs passes () for the proof arguments of the file's functions
// applied at the top of e (sumTo 4 (by trivial) = 10), as the evaluator
// binds proof parameters.
func (p *parser) unitProofs(e ir.Expr) ir.Expr {
	switch x := e.(type) {
	case *ir.Unary:
		y := *x
		y.X = p.unitProofs(x.X)
		return &y
	case *ir.Binary:
		y := *x
		y.X, y.Y = p.unitProofs(x.X), p.unitProofs(x.Y)
		return &y
	case *ir.Call:
		id, ok := x.Fn.(*ir.Ident)
		if !ok {
			return e
		}
		for i := range p.defs {
			d := &p.defs[i]
			if d.name != id.Name {
				continue
			}
			y := *x
			y.Args = append([]ir.Expr(nil), x.Args...)
			for k := range y.Args {
				if p.isProofParam(d, k) {
					y.Args[k] = &ir.Lit{Node: ir.Node{R: x.Args[k].Span()}, Val: ir.Tuple{}}
				} else if k < len(d.params) {
					y.Args[k] = typedLit(y.Args[k], d.params[k].Type)
				}
			}
			return &y
		}
	}
	return e
}

// typedLit gives a literal the type the context expects (a numeral read
// as a rational is a Float where a Float is expected).
func typedLit(e ir.Expr, t *ir.Type) ir.Expr {
	l, ok := e.(*ir.Lit)
	if !ok || t == nil {
		return e
	}
	v, err := ir.Coerce(l.Val, t)
	if err != nil {
		return e
	}
	return &ir.Lit{Node: l.Node, Val: v}
}

// replaceSide replaces the operand old of the equation e by by.
func replaceSide(e, old, by ir.Expr) ir.Expr {
	b, ok := e.(*ir.Binary)
	if !ok {
		return e
	}
	y := *b
	if b.X == old {
		y.X = by
	} else if b.Y == old {
		y.Y = by
	}
	return &y
}

// replaceUnder puts e back under the negations of the statement.
func replaceUnder(stmt, e ir.Expr) ir.Expr {
	if u, ok := stmt.(*ir.Unary); ok && u.Op == ir.OpNot {
		y := *u
		y.X = replaceUnder(u.X, e)
		return &y
	}
	return e
}
