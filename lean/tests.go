package lean

import (
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
}

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
