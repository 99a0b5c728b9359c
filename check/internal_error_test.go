package check

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// boomAnalyzer panics on contracts named Boom: a stand-in for a bug in
// one analysis, to see what the user gets.
func withBoomAnalyzer(t *testing.T) {
	t.Helper()
	saved := analyzers.Registry
	boom := &analyzers.Analyzer{Name: "boom", Run: func(p *analyzers.Pass) (any, []analyzers.Finding) {
		if p.Contract.Name == "Boom" {
			var xs []int
			_ = xs[3]
		}
		return nil, nil
	}}
	analyzers.Registry = append(append([]*analyzers.Analyzer(nil), saved...), boom)
	t.Cleanup(func() { analyzers.Registry = saved })
}

// TestPanicInOneContractIsAFinding: a panic in one analysis of one
// contract is an internal-error finding on that contract naming the
// analysis; that contract's other findings and the other contracts'
// stand.
func TestPanicInOneContractIsAFinding(t *testing.T) {
	withBoomAnalyzer(t)
	src := `method Boom(x: int) returns (y: int)
  ensures y >= 0

method Sqrt(N: nat) returns (r: nat)
  ensures r * r <= N
`
	rep := File(context.Background(), "a.dfy", []byte(src), nil)
	if len(rep.Contracts) != 2 {
		t.Fatalf("want both contracts reported, got %d", len(rep.Contracts))
	}
	var boom, other []string
	for _, f := range rep.Contracts[0].Findings {
		boom = append(boom, f.Code+": "+f.Message)
	}
	for _, f := range rep.Contracts[1].Findings {
		other = append(other, f.Code)
	}
	all := strings.Join(boom, "\n")
	if !strings.Contains(all, "internal-error: internal error in the boom analysis of Boom: runtime error: index out of range") {
		t.Errorf("Boom's findings lack the internal error naming the analysis:\n%s", all)
	}
	if !strings.Contains(all, "trivial-witness") {
		t.Errorf("Boom's other findings were lost:\n%s", all)
	}
	if !strings.Contains(strings.Join(other, " "), "trivial-witness") || strings.Contains(strings.Join(other, " "), "internal-error") {
		t.Errorf("Sqrt's findings: %v", other)
	}
}

// TestModifiedArrayWithoutResultsMutation: the mutation reporter names a
// modified array's final state when the method has no named results (it
// indexed the results past their end and crashed the run).
func TestModifiedArrayWithoutResultsMutation(t *testing.T) {
	rep := File(context.Background(), "neg.dfy", []byte(inPlaceNeg), nil)
	var msgs []string
	for _, f := range rep.All() {
		msgs = append(msgs, f.Code+": "+f.Message)
	}
	all := strings.Join(msgs, "\n")
	if strings.Contains(all, "internal-error") {
		t.Fatalf("internal error:\n%s", all)
	}
	if !strings.Contains(all, "surviving-mutant: a changed implementation passes") || !strings.Contains(all, "(the implementation returns a = ") {
		t.Errorf("want the surviving mutant reported with a's final state:\n%s", all)
	}
}
