package analyzers_test

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

func analyse(t *testing.T, src string) (*ir.Contract, *analyzers.Metrics, []analyzers.Finding) {
	t.Helper()
	m := dafny.ParseFile("t.dfy", src)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	c := m.Contracts[0]
	met := analyzers.Compute(context.Background(), m, c)
	return c, met, analyzers.Findings(c, met)
}

// An undecidable postcondition gives unavailable evidence and an
// information note, never a warning.
func TestUndecidedIsNotAFailure(t *testing.T) {
	_, met, fs := analyse(t, `
/// @accept x = 1 -> y = 2
/// @reject x = 1 -> y = 0
method M(x: int) returns (y: int)
  ensures forall k: int :: k * k > 1000000 ==> y > x
`)
	for _, e := range []*analyzers.Evidence{met.PositiveTestRecall, met.NegativeTestRejection} {
		if e.Status != analyzers.StatusUnavailable || !strings.Contains(e.Reason, "unbounded") {
			t.Errorf("%s: %+v, want unavailable (unbounded quantifier)", e.Metric, e)
		}
	}
	for _, f := range fs {
		if f.Severity != ir.SevInfo || f.Code != analyzers.CodeUndecided {
			t.Errorf("unexpected finding %+v", f)
		}
	}
	if met.SuitePass.Status != analyzers.StatusOK || *met.SuitePass.Value != 1 {
		// The one decided check (the required input) passes.
		t.Errorf("suite %+v", met.SuitePass)
	}
}

// Pre- and postcondition are evaluated independently: an over-strong
// precondition lowers Rreq only, and R+ still judges the postcondition on
// inputs the precondition rejects.
func TestPreAndPostAreIndependent(t *testing.T) {
	_, met, fs := analyse(t, `
/// @accept x = -1 -> y = 0; x = 5 -> y = 6
/// @reject x = -1 -> y = -1
method M(x: int) returns (y: int)
  requires x >= 0
  ensures y > x
`)
	if r := met.RequiredInputRecall; r.Num != 1 || r.Den != 2 {
		t.Errorf("Rreq %d/%d, want 1/2", r.Num, r.Den)
	}
	if r := met.PositiveTestRecall; r.Num != 2 || r.Den != 2 {
		t.Errorf("R+ %d/%d, want 2/2", r.Num, r.Den)
	}
	if r := met.NegativeTestRejection; r.Num != 1 || r.Den != 1 {
		t.Errorf("R− %d/%d, want 1/1", r.Num, r.Den)
	}
	if len(fs) != 1 || fs[0].Code != analyzers.CodeRequiredInput || fs[0].R.Start.Line != 5 {
		t.Errorf("findings %+v, want one required-input-recall at the requires clause (line 5)", fs)
	}
}

// A failing pair is blamed on the clause that rejected it.
func TestBlameNamesTheFalseClause(t *testing.T) {
	_, _, fs := analyse(t, `
/// @accept a = [3, 1, 2] -> a = [1, 2, 3]
method Sort(a: array<int>)
  modifies a
  ensures multiset(a[..]) == multiset(old(a[..]))
  ensures forall i, j :: 0 <= i < j < a.Length ==> a[i] >= a[j]
`)
	if len(fs) != 1 || fs[0].Code != analyzers.CodePositive || fs[0].R.Start.Line != 6 {
		t.Fatalf("findings %+v, want R+ blamed on line 6", fs)
	}
	if !strings.Contains(fs[0].Message, "a = [3, 1, 2] -> a = [1, 2, 3]") {
		t.Errorf("message %q does not name the pair", fs[0].Message)
	}
}

// Ill-defined examples (an index out of range) are reported as such.
func TestIllDefinedExample(t *testing.T) {
	_, met, _ := analyse(t, `
/// @accept a = [] -> r = 0
method First(a: seq<int>) returns (r: int)
  ensures r == a[0]
`)
	e := met.PositiveTestRecall
	if e.Status != analyzers.StatusUnavailable || len(e.Undecided) != 1 || e.Undecided[0].Status != "ill-defined" {
		t.Errorf("R+ %+v, want the example reported ill-defined", e)
	}
}

func TestExampleErrors(t *testing.T) {
	m := dafny.ParseFile("t.dfy", `
/// @input N = -1
/// @accept N = 4 -> 2
/// @accept N = 4
/// @input M = 3
method Sqrt(N: nat) returns (r: nat)
  ensures r * r <= N
`)
	var msgs []string
	for _, p := range m.Problems {
		msgs = append(msgs, p.Message)
	}
	joined := strings.Join(msgs, "\n")
	for _, want := range []string{"not a natural number", "expected 'inputs -> outputs'", `"M" is not one of N`} {
		if !strings.Contains(joined, want) {
			t.Errorf("no problem mentioning %q in:\n%s", want, joined)
		}
	}
	if n := len(m.Contracts[0].Examples.Accepted); n != 1 {
		t.Errorf("%d accepted examples, want the one valid line", n)
	}
}

func BenchmarkComputeSortSpec(b *testing.B) {
	m := dafny.ParseFile("t.dfy", `
/// @accept a = [5, 3, 9, 1, 7, 2, 8, 6, 4, 0] -> a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
/// @reject a = [5, 3, 9, 1, 7, 2, 8, 6, 4, 0] -> a = [0, 1, 2, 3, 4, 5, 6, 7, 9, 8]
/// @reject a = [5, 3, 9, 1, 7, 2, 8, 6, 4, 0] -> a = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
method Sort(a: array<int>)
  modifies a
  ensures multiset(a[..]) == multiset(old(a[..]))
  ensures forall i, j :: 0 <= i < j < a.Length ==> a[i] <= a[j]
`)
	c := m.Contracts[0]
	for i := 0; i < b.N; i++ {
		analyzers.Compute(context.Background(), m, c)
	}
}

// A function's postcondition mentions the function itself: on an example,
// F(inputs) is the example's output, not the body's value.
func TestFunctionPostconditionUsesExampleOutput(t *testing.T) {
	_, met, _ := analyse(t, `
/// @accept x = 3 -> 6; x = 0 -> 0
/// @reject x = 3 -> 7
function Double(x: int): int
  ensures Double(x) == 2 * x
{ x + x + 1 }
`)
	if r := met.PositiveTestRecall; r.Num != 2 || r.Den != 2 {
		t.Errorf("R+ %d/%d %+v, want 2/2", r.Num, r.Den, r.Undecided)
	}
	if r := met.NegativeTestRejection; r.Num != 1 || r.Den != 1 {
		t.Errorf("R− %d/%d, want 1/1", r.Num, r.Den)
	}
}
