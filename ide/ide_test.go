package ide

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/toolchain"
)

const leanSrc = `/-- The larger of two numbers. -/
def max2_precond (a b : Int) : Prop := True

def max2_postcond (a b : Int) (result : Int) (h : max2_precond a b) : Prop :=
  result ≥ a ∧ result ≥ b

/-- The first element. -/
def head_precond (xs : List Int) : Prop := xs ≠ []

-- between the two
def head_postcond (xs : List Int) (result : Int) (h : head_precond xs) : Prop :=
  result = xs.head!
`

const dafnySrc = `/// Doubles x.
method Double(x: int) returns (y: int)
  ensures y == 2 * x
{ y := x + x; }

method Free(x: int) returns (y: int)
  ensures y >= 0

// a comment between
function F(n: nat): nat { n }
`

// bruteAt is the contract whose extent holds off, the smallest, found by
// looking at every contract (what Index.At must agree with).
func bruteAt(rep *check.FileReport, text string, off int) *check.ContractReport {
	defs := definitionSpans(rep.Module)
	var best *check.ContractReport
	size := 0
	for i := range rep.Contracts {
		cr := &rep.Contracts[i]
		s, e := extent(text, defs, cr.Contract)
		if off >= s && off <= e && (best == nil || e-s < size) {
			best, size = cr, e-s
		}
	}
	return best
}

// The index finds, at every offset, the same contract a scan of all of
// them finds; the doc comment and the definitions kept apart belong to
// their contract.
func TestIndexAgreesWithScan(t *testing.T) {
	for path, src := range map[string]string{"a.lean": leanSrc, "a.dfy": dafnySrc} {
		rep := check.RunWith(context.Background(), path, src, nil, check.Options{})
		if len(rep.Contracts) < 2 {
			t.Fatalf("%s: %d contracts, %v", path, len(rep.Contracts), rep.Findings)
		}
		ix := NewIndex(rep, src)
		for off := 0; off <= len(src); off++ {
			if got, want := ix.At(off), bruteAt(rep, src, off); got != want {
				t.Fatalf("%s at %d (%q): index says %v, scan says %v", path, off, src[max(0, off-10):off], name(got), name(want))
			}
		}
		if cr := ix.At(strings.Index(src, "result ≥ b")); path == "a.lean" && name(cr) != "max2" {
			t.Errorf("the postcondition's definition belongs to max2, got %s", name(cr))
		}
		if cr := ix.At(strings.Index(src, "The first element")); path == "a.lean" && name(cr) != "head" {
			t.Errorf("the doc comment belongs to head, got %s", name(cr))
		}
	}
}

func name(cr *check.ContractReport) string {
	if cr == nil {
		return "<none>"
	}
	return cr.Contract.Name
}

// One merge rule: file and contract findings, then the toolchain's for
// this file only; a code switched off is not shown; metrics off hides
// the contract findings.
func TestDiagnosticsMerge(t *testing.T) {
	rep := check.RunWith(context.Background(), "a.dfy", dafnySrc, nil, check.Options{})
	tool := &toolchain.Result{Tool: "dafny", Status: toolchain.StatusErrors, Diagnostics: []toolchain.Diagnostic{
		{File: "a.dfy", Code: "dafny-BP5003", Severity: ir.SevError, Message: "postcondition might not hold"},
		{File: "other.dfy", Code: "dafny-BP5003", Severity: ir.SevError, Message: "elsewhere"},
	}}
	all := func(code string, s ir.Severity) (ir.Severity, bool) { return s, true }
	codes := func(ds []Diagnostic) string {
		var out []string
		for _, d := range ds {
			out = append(out, d.Code)
		}
		return strings.Join(out, " ")
	}
	got := codes(diagnostics(rep, true, nil, tool, all))
	if !strings.Contains(got, "unconstrained-output") && !strings.Contains(got, "trivial-witness") {
		t.Errorf("Free's weak postcondition is not reported: %s", got)
	}
	if strings.Count(got, "dafny-BP5003") != 1 {
		t.Errorf("the toolchain's diagnostics for this file only: %s", got)
	}
	if off := codes(diagnostics(rep, false, nil, tool, all)); strings.Contains(off, "trivial-witness") || strings.Contains(off, "unconstrained-output") {
		t.Errorf("metrics off still shows contract findings: %s", off)
	}
	noTool := func(code string, s ir.Severity) (ir.Severity, bool) { return s, !strings.HasPrefix(code, "dafny-") }
	if got := codes(diagnostics(rep, true, nil, tool, noTool)); strings.Contains(got, "dafny-") {
		t.Errorf("a code switched off is shown: %s", got)
	}
}
