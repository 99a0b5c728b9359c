package analyzers

import (
	"context"
	"fmt"

	"github.com/specfaith/specfaith/ir"
)

// Relaxation is a weaker precondition clause that admits every required
// input while inputs that must be rejected stay rejected.
type Relaxation struct {
	Clause int     // index into the contract's Clauses
	Expr   ir.Expr // the replacement; nil removes the clause
	Kind   string  // "non-strict bound", "drop conjunct", "drop clause"
	// Admitted counts the required inputs the relaxed precondition admits.
	Admitted, Required int
}

// maxRelaxations bounds the candidates tried per clause.
const maxRelaxations = 32

// WeakenPrecondition proposes standard relaxations of each requires clause
// that rejects a required input: a strict bound made non-strict, one
// conjunct dropped, or the clause dropped. A proposal is kept only when the
// relaxed contract admits every decided required input and rejects every
// input it rejected before among the inputs-to-reject. The least change
// comes first.
func WeakenPrecondition(ctx context.Context, m *ir.Module, c *ir.Contract, met *Metrics) []Relaxation {
	rreq := met.RequiredInputRecall
	if rreq.Status != StatusOK || rreq.Num == rreq.Den {
		return nil
	}
	blamed := map[int]bool{}
	for _, f := range rreq.Failed {
		for i, cl := range c.Clauses {
			if f.Clause != nil && cl.Kind == ir.Requires && cl.R == *f.Clause {
				blamed[i] = true
			}
		}
	}
	var out []Relaxation
	for i, cl := range c.Clauses {
		if !blamed[i] || cl.FromType {
			continue // a type's statement (Vector α n) is no clause to edit
		}
		cands := candidates(cl.Expr)
		if len(cands) > maxRelaxations {
			cands = cands[:maxRelaxations]
		}
		cands = append(cands, candidate{nil, "drop clause"})
		for _, cand := range cands {
			trial := *c
			trial.Clauses = append([]ir.Clause(nil), c.Clauses...)
			if cand.expr == nil {
				trial.Clauses = append(trial.Clauses[:i:i], trial.Clauses[i+1:]...)
			} else {
				trial.Clauses[i].Expr = cand.expr
			}
			tm := Compute(ctx, m, &trial)
			r, rej := tm.RequiredInputRecall, tm.RejectedInputRecall
			if r.Status != StatusOK || r.Num != r.Den {
				continue
			}
			if before := met.RejectedInputRecall; before.Status == StatusOK && (rej.Status != StatusOK || rej.Num < before.Num) {
				continue
			}
			// The implementation must still meet the postcondition on the
			// inputs the relaxation admits, or the proof breaks.
			if implRejected(m, &trial, requiredInputs(c)) {
				continue
			}
			out = append(out, Relaxation{Clause: i, Expr: cand.expr, Kind: cand.kind, Admitted: r.Num, Required: r.Den})
		}
	}
	return out
}

type candidate struct {
	expr ir.Expr
	kind string
}

var nonStrict = map[ir.Op]ir.Op{ir.OpLt: ir.OpLe, ir.OpGt: ir.OpGe}

// candidates lists relaxations of e, least change first.
func candidates(e ir.Expr) []candidate {
	var out []candidate
	switch x := e.(type) {
	case *ir.Binary:
		if op, ok := nonStrict[x.Op]; ok {
			out = append(out, candidate{&ir.Binary{Node: x.Node, Op: op, X: x.X, Y: x.Y}, "non-strict bound"})
		}
		if x.Op == ir.OpAnd {
			conj := conjunctsOf(x, nil)
			for k := range conj {
				for _, sub := range candidates(conj[k]) {
					if sub.expr == nil {
						continue
					}
					rest := append(append([]ir.Expr(nil), conj[:k]...), sub.expr)
					out = append(out, candidate{joinAnd(append(rest, conj[k+1:]...)), sub.kind})
				}
			}
			for k := range conj {
				rest := append(append([]ir.Expr(nil), conj[:k]...), conj[k+1:]...)
				out = append(out, candidate{joinAnd(rest), "drop conjunct"})
			}
		}
	case *ir.Chain:
		for k, op := range x.Ops {
			if ns, ok := nonStrict[op]; ok {
				ops := append([]ir.Op(nil), x.Ops...)
				ops[k] = ns
				out = append(out, candidate{&ir.Chain{Node: x.Node, Ops: ops, Args: x.Args}, "non-strict bound"})
			}
		}
	}
	return out
}

func conjunctsOf(e ir.Expr, out []ir.Expr) []ir.Expr {
	if b, ok := e.(*ir.Binary); ok && b.Op == ir.OpAnd {
		return conjunctsOf(b.Y, conjunctsOf(b.X, out))
	}
	return append(out, e)
}

func joinAnd(es []ir.Expr) ir.Expr {
	x := es[0]
	for _, y := range es[1:] {
		x = &ir.Binary{Node: ir.Node{R: ir.Range{Start: x.Span().Start, End: y.Span().End}}, Op: ir.OpAnd, X: x, Y: y}
	}
	return x
}

// Describe says what a relaxation does, for a code action title, in the
// file's language: requiresForm writes a precondition clause as the
// language does (Dafny's "requires %s"), or is "" where a precondition is
// a bare expression (Lean's F_precond body), named "the precondition".
func (r Relaxation) Describe(print func(ir.Expr) string, c *ir.Contract, requiresForm string) string {
	old := print(c.Clauses[r.Clause].Expr)
	if r.Expr == nil {
		if requiresForm == "" {
			return fmt.Sprintf("Weaken precondition to admit required input: drop the precondition `%s`", old)
		}
		return fmt.Sprintf("Weaken precondition to admit required input: drop `%s`", fmt.Sprintf(requiresForm, old))
	}
	return fmt.Sprintf("Weaken precondition to admit required input: `%s` → `%s`", old, print(r.Expr))
}

// CheckGuard says whether adding the precondition guard to c keeps every
// input the examples use (required inputs and accepted pairs' inputs):
// ok is false when it turns one away or leaves one undecided. checked
// counts the inputs it was tried on; 0 means nothing could refute it.
func CheckGuard(ctx context.Context, m *ir.Module, c *ir.Contract, guard ir.Expr) (checked int, ok bool) {
	if len(requiredInputs(c)) == 0 {
		return 0, true
	}
	trial := *c
	trial.Clauses = append(append([]ir.Clause(nil), c.Clauses...), ir.Clause{Kind: ir.Requires, Expr: guard})
	before, after := Compute(ctx, m, c).RequiredInputRecall, Compute(ctx, m, &trial).RequiredInputRecall
	if before.Status != StatusOK || after.Status != StatusOK || after.Den != before.Den || after.Num != before.Num || len(after.Undecided) > len(before.Undecided) {
		return 0, false
	}
	return after.Den, true
}
