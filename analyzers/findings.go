package analyzers

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Finding is one diagnostic about a contract.
type Finding struct {
	Code     string      `json:"code"`
	Severity ir.Severity `json:"-"`
	Message  string      `json:"message"`
	R        ir.Range    `json:"-"`
	Contract string      `json:"contract,omitempty"`
	Metric   string      `json:"metric,omitempty"`
	Evidence *Evidence   `json:"evidence,omitempty"`
	Related  []Related   `json:"related,omitempty"`
	// Guard, set by truncating-arithmetic, is the precondition that
	// rules the surprise out (b ≤ a for a Nat a - b), for the quick-fix.
	Guard ir.Expr `json:"-"`
}

// Related points at a place that explains a finding (a failing example).
type Related struct {
	R       ir.Range `json:"-"`
	File    string   `json:"file,omitempty"`
	Message string   `json:"message"`
}

// Codes of findings. They are stable: editors and CI key on them.
const (
	CodeRequiredInput = "required-input-recall"
	CodePositive      = "positive-test-recall"
	CodeNegative      = "negative-test-rejection"
	CodeRejectedInput = "rejected-input-rejection"
	CodeUndecided     = "undecided-example"
)

// maxListed bounds how many examples a message names.
const maxListed = 3

// Findings turns a contract's metrics into diagnostics. A metric below 1
// is a warning at the clause that decided it; undecided examples are
// information. Unavailable evidence is never a finding.
func Findings(c *ir.Contract, m *Metrics) []Finding {
	var out []Finding
	// Rreq < 1: blame each requires clause that rejected a required input.
	out = append(out, blamed(c, m.RequiredInputRecall, CodeRequiredInput, "Rreq",
		"precondition rejects required input")...)
	// R+ < 1: blame each ensures clause that rejected an intended pair.
	out = append(out, blamed(c, m.PositiveTestRecall, CodePositive, "R+",
		"postcondition rejects intended output")...)
	// R− < 1: the postcondition as a whole accepts an unintended pair.
	if ev := m.NegativeTestRejection; ev.Status == StatusOK && ev.Num < ev.Den {
		out = append(out, Finding{
			Code: CodeNegative, Severity: ir.SevWarning, Contract: c.Name, Metric: NegativeTestRejection,
			R: postRange(c), Evidence: ev, Related: related(ev.Failed),
			Message: fmt.Sprintf("postcondition accepts unintended output %s (R− %s)", listChecks(ev.Failed), ev.Ratio()),
		})
	}
	if ev := m.RejectedInputRecall; ev.Status == StatusOK && ev.Num < ev.Den {
		out = append(out, Finding{
			Code: CodeRejectedInput, Severity: ir.SevWarning, Contract: c.Name, Metric: RejectedInputRecall,
			R: preRange(c), Evidence: ev, Related: related(ev.Failed),
			Message: fmt.Sprintf("precondition accepts input that should be rejected: %s (%s)", listChecks(ev.Failed), ev.Ratio()),
		})
	}
	for _, ev := range m.All()[:4] {
		for _, u := range ev.Undecided {
			r := u.At
			if r.Start.Line == 0 {
				r = c.NameR
			}
			out = append(out, Finding{
				Code: CodeUndecided, Severity: ir.SevInfo, Contract: c.Name, Metric: ev.Metric, R: r,
				Message: fmt.Sprintf("example %s could not be decided (%s): %s", u.Example, u.Status, u.Reason),
			})
		}
	}
	return out
}

func blamed(c *ir.Contract, ev *Evidence, code, short, what string) []Finding {
	if ev.Status != StatusOK || ev.Num == ev.Den {
		return nil
	}
	// Group failures by the clause that decided them.
	type group struct {
		r      ir.Range
		checks []Check
	}
	var groups []*group
	byStart := map[int]*group{}
	for _, f := range ev.Failed {
		r := c.NameR
		if f.Clause != nil {
			r = *f.Clause
		}
		g, ok := byStart[r.Start.Offset]
		if !ok {
			g = &group{r: r}
			byStart[r.Start.Offset] = g
			groups = append(groups, g)
		}
		g.checks = append(g.checks, f)
	}
	var out []Finding
	for _, g := range groups {
		out = append(out, Finding{
			Code: code, Severity: ir.SevWarning, Contract: c.Name, Metric: ev.Metric, R: g.r,
			Evidence: ev, Related: related(g.checks),
			Message: fmt.Sprintf("%s %s (%s %s)", what, listChecks(g.checks), short, ev.Ratio()),
		})
	}
	return out
}

func listChecks(cs []Check) string {
	var parts []string
	for i, c := range cs {
		if i == maxListed {
			parts = append(parts, fmt.Sprintf("and %d more", len(cs)-maxListed))
			break
		}
		parts = append(parts, c.Example)
	}
	return strings.Join(parts, "; ")
}

func related(cs []Check) []Related {
	var out []Related
	for _, c := range cs {
		if c.At.Start.Line == 0 {
			continue
		}
		out = append(out, Related{R: c.At, File: c.File, Message: "example: " + c.Example})
	}
	return out
}

func postRange(c *ir.Contract) ir.Range {
	if ens := written(c.Ensures()); len(ens) > 0 {
		return spanOf(ens)
	}
	return c.NameR
}

func preRange(c *ir.Contract) ir.Range {
	if req := written(c.Requires()); len(req) > 0 {
		return spanOf(req)
	}
	return c.NameR
}

// written leaves out the clauses a type states (Lean's Vector α n): a
// finding about the clauses is placed on those the author wrote, when
// there are any.
func written(cls []ir.Clause) []ir.Clause {
	var out []ir.Clause
	for _, cl := range cls {
		if !cl.FromType {
			out = append(out, cl)
		}
	}
	if len(out) == 0 {
		return cls
	}
	return out
}

func spanOf(cls []ir.Clause) ir.Range {
	r := cls[0].R
	for _, cl := range cls[1:] {
		if cl.R.End.Offset > r.End.Offset {
			r.End = cl.R.End
		}
	}
	return r
}
