package check

import (
	"context"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// TestRangesFromGuardsInEveryLanguage: a quantifier whose guard bounds it
// through arithmetic (i + 1 < |r|, 0 <= i < j < n) is ranged the same way
// in the three front ends (one mechanism, ir/quant.go), so the sortedness
// clauses below are decided on every input and the missing permutation
// is found (the elements are unconstrained).
func TestRangesFromGuardsInEveryLanguage(t *testing.T) {
	files := map[string]string{
		"q.py": `from typing import List
from nagini_contracts.contracts import *

def sorted_copy(xs: List[int]) -> List[int]:
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    Ensures(Forall(int, lambda i: Implies(i + 1 < len(Result()) and i >= 0, Result()[i] <= Result()[i + 1])))
    Ensures(Forall(int, lambda i: Forall(int, lambda j: Implies(0 <= i and i < j and j < len(Result()), Result()[i] <= Result()[j]))))
    return sorted(xs)
`,
		"q.dfy": `method SortedCopy(a: seq<int>) returns (r: seq<int>)
  ensures |r| == |a|
  ensures forall i, j :: 0 <= i < j < |r| ==> r[i] <= r[j]
  ensures forall i :: i + 1 < |r| && 0 <= i ==> r[i] <= r[i + 1]
`,
		"q.lean": `def sortedCopy (xs : List Int) : List Int := xs

theorem sortedCopy_spec (xs : List Int) :
    (sortedCopy xs).length = xs.length ∧
    (∀ i j, i < j → j < (sortedCopy xs).length → (sortedCopy xs)[i]! ≤ (sortedCopy xs)[j]!) ∧
    (∀ i, i + 1 < (sortedCopy xs).length → (sortedCopy xs)[i]! ≤ (sortedCopy xs)[i+1]!) := by
  sorry
`,
	}
	for name, src := range files {
		rep := File(context.Background(), name, []byte(src), nil)
		if len(rep.Contracts) == 0 {
			t.Fatalf("%s: no contract", name)
		}
		cr := rep.Contracts[0]
		if cr.Search.Status != analyzers.SearchDone {
			t.Errorf("%s: search %q, want every input decided", name, cr.Search.Text())
		}
		found := false
		for _, f := range cr.Findings {
			found = found || f.Code == analyzers.CodeUnconstrained
		}
		if !found {
			t.Errorf("%s: no unconstrained-output finding: %+v", name, cr.Findings)
		}
	}
}
