package check

import (
	"context"
	"strings"
	"testing"
)

// TestMemoNamesItsContract: two methods of different classes with the
// same text share a remembered search, but each finding names its own
// contract and quotes no line of the other.
func TestMemoNamesItsContract(t *testing.T) {
	src := `from nagini_contracts.contracts import *


class Left:
    def foo(self, i: int) -> int:
        Requires(i > 2)
        Ensures(Result() > 5)
        return 6


class Right:
    def foo(self, i: int) -> int:
        Requires(i > 2)
        Ensures(Result() > 5)
        return 6
`
	rep := RunWith(context.Background(), "twins.py", src, nil, Options{Mutation: true})
	seen := map[string]int{}
	for _, cr := range rep.Contracts {
		for _, f := range cr.Findings {
			if f.Contract != cr.Contract.Name {
				t.Errorf("%s: finding names %s: %s", cr.Contract.Name, f.Contract, f.Message)
			}
			if f.R.Start.Line < cr.Contract.R.Start.Line || f.R.Start.Line > cr.Contract.R.Start.Line+4 {
				t.Errorf("%s (line %d): finding at line %d: %s", cr.Contract.Name, cr.Contract.R.Start.Line, f.R.Start.Line, f.Message)
			}
			if strings.Contains(f.Message, "line ") {
				t.Errorf("%s: message quotes a line: %s", cr.Contract.Name, f.Message)
			}
			seen[f.Code]++
		}
	}
	if seen["surviving-mutant"] != 2 || seen["trivial-witness"] != 2 {
		t.Errorf("findings by code %v, want a trivial witness and a surviving mutant in each class", seen)
	}
}
