package check

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// TestLoopMutantsAreNotFakeEdits: a loop's lowering makes up expressions
// the file does not write (the index of a Nagini `for`, the start of a
// Lean `[:n]` range). A mutant of one is described by its kind; it used
// to be printed as an edit of the loop's header ("`for x in xs` → `1`",
// "`for i in [:n] do` → `1 do`"), which is no program of the language.
func TestLoopMutantsAreNotFakeEdits(t *testing.T) {
	for _, tc := range []struct{ path, src, want string }{
		{"loops.py", `from typing import List

from nagini_contracts.contracts import *


def count_negative(xs: List[int]) -> int:
    """Count the negative numbers in xs."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(0 <= Result() and Result() <= len(xs))
    n = 0
    for x in xs:
        if x < 0:
            n += 1
    return n
`, "`for x in xs` with `0` → `1` returns"},
		{"sum.lean", `/-- 1 + 2 + ... + n. -/
def sumTo_precond (n : Nat) : Prop := True

def sumTo (n : Nat) (h_precond : sumTo_precond n) : Nat := Id.run do
  let mut s := 0
  for i in [:n] do
    s := s + i + 1
  return s

def sumTo_postcond (n : Nat) (result : Nat) (h_precond : sumTo_precond n) : Prop :=
  result ≤ n * n
`, "`for i in [:n] do` with `0` → `1` returns"},
	} {
		rep := File(context.Background(), tc.path, []byte(tc.src), nil)
		var got []string
		for _, f := range rep.All() {
			if f.Code == analyzers.CodeSurvivingMutant {
				got = append(got, f.Message)
			}
		}
		if len(got) != 1 || !strings.Contains(got[0], tc.want) {
			t.Errorf("%s: surviving mutants %q, want one containing %q", tc.path, got, tc.want)
		}
	}
}
