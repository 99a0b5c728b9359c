package analyzers_test

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

// wide has seven parameters, nested sequences and quantifiers over them:
// the input space is far too large to enumerate.
const wide = `
method Wide(a: seq<seq<int>>, b: seq<int>, c: int, d: nat, e: bool, f: seq<int>, g: map<int, int>) returns (r: int, s: seq<int>)
  requires |a| <= 3 && c != 7
  ensures forall i, j :: 0 <= i < |a| && 0 <= j < |a[i]| ==> a[i][j] <= r
  ensures forall k :: 0 <= k < |s| ==> s[k] in b || s[k] in f
  ensures e ==> r >= c + d
`

func wideContract(tb testing.TB) (*ir.Module, *ir.Contract) {
	m := dafny.ParseFile("wide.dfy", wide)
	if len(m.Problems) > 0 || len(m.Contracts) != 1 {
		tb.Fatalf("wide.dfy: %v", m.Problems)
	}
	return m, m.Contracts[0]
}

// TestAttackReportsWhatWasNotExplored: a contract whose input space is too
// large is sampled, and the report says so.
func TestAttackReportsWhatWasNotExplored(t *testing.T) {
	m, c := wideContract(t)
	a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
	if a.Valid > analyzers.DefaultAttack.MaxInputs {
		t.Errorf("%d inputs searched, bound is %d", a.Valid, analyzers.DefaultAttack.MaxInputs)
	}
	if a.Generated > 4*analyzers.DefaultAttack.MaxInputs {
		t.Errorf("%d inputs tried, bound is %d", a.Generated, 4*analyzers.DefaultAttack.MaxInputs)
	}
	found := false
	for _, u := range a.Unexplored {
		found = found || strings.Contains(u, "sampled")
	}
	if !found {
		t.Errorf("no note on sampling: %q", a.Unexplored)
	}
}

// BenchmarkAttackWide is the editor-path bound of issue 7: a contract over
// more than six parameters and nested sequences (target ≤ 200 ms).
func BenchmarkAttackWide(b *testing.B) {
	m, c := wideContract(b)
	for i := 0; i < b.N; i++ {
		analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
	}
}

// BenchmarkAttackSqrt is a typical one-parameter contract.
func BenchmarkAttackSqrt(b *testing.B) {
	m := dafny.ParseFile("sqrt.dfy", "method S(N: nat) returns (r: nat)\n  ensures r * r <= N\n")
	for i := 0; i < b.N; i++ {
		analyzers.RunAttack(context.Background(), m, m.Contracts[0], analyzers.DefaultAttack, false)
	}
}
