package nagini

import (
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestPureHelperRuns: a @Pure helper whose body is statements the
// evaluator does not read as an expression (an accumulator over a loop)
// runs on the interpreter where a clause calls it, instead of leaving the
// clause unknown; it is not an implementation checked against itself.
func TestPureHelperRuns(t *testing.T) {
	src := `from typing import List
from nagini_contracts.contracts import *


@Pure
def count_pos(xs: List[int]) -> int:
    Requires(Acc(list_pred(xs)))
    n = 0
    for x in xs:
        if x > 0:
            n += 1
    return n
`
	m := ParseFile("p.py", src)
	f := m.Funcs["count_pos"]
	if f == nil || f.Run == nil {
		t.Fatalf("count_pos: %+v", f)
	}
	e, probs := ParseExpr("count_pos([1, -2, 3, 0, 5])")
	if len(probs) > 0 {
		t.Fatal(probs)
	}
	v, stop := ir.NewCtx(m).Eval(e, nil)
	if stop != nil || v.String() != "3" {
		t.Errorf("count_pos([1, -2, 3, 0, 5]) = %v (%v), want 3", v, stop)
	}
	for _, c := range m.Contracts {
		if c.Name == "count_pos" && c.Impl != nil {
			t.Error("count_pos got an implementation to check")
		}
	}
}
