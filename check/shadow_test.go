package check

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers/informal"
	"github.com/specfaith/specfaith/ir"
)

// TestShadowingThroughEveryConsumer: a user function, a parameter and a
// bound variable each named like a library spelling (Python's len) hide
// it, and every reader agrees, because each asks the contract's one
// resolution: Resolve binds the name to the user's, the informalizer does
// not read "the length of", and the evaluator runs the user's function
// (the implementation returning 7 meets len(xs) == 7 for every xs).
func TestShadowingThroughEveryConsumer(t *testing.T) {
	const header = "from nagini_contracts.contracts import *\nfrom typing import List, Callable\n\n"
	for _, tc := range []struct {
		name, src, contract string
		want                ir.RefKind
	}{
		{"user function", header + `@Pure
def len(xs: List[int]) -> int:
    return 7

def seven(xs: List[int]) -> int:
    Ensures(Result() == len(xs))
    return 7
`, "seven", ir.RefFunc},
		{"parameter", header + `def apply(len: Callable[[List[int]], int], xs: List[int]) -> int:
    Ensures(Result() == len(xs))
    return 0
`, "apply", ir.RefParam},
		{"bound variable", header + `def every(fs: List[Callable[[List[int]], int]], xs: List[int]) -> bool:
    Ensures(Result() == Forall(fs, lambda len: len(xs) > 0))
    return True
`, "every", ir.RefBound},
		{"the library's (control)", header + `def count(xs: List[int]) -> int:
    Ensures(Result() == len(xs))
    return len(xs)
`, "count", ir.RefIntrinsic},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep := RunWith(context.Background(), "s.py", tc.src, nil, Options{Mutation: true})
			var cr *ContractReport
			for i := range rep.Contracts {
				if rep.Contracts[i].Contract.Name == tc.contract {
					cr = &rep.Contracts[i]
				}
			}
			if cr == nil {
				t.Fatalf("no contract %s: %+v", tc.contract, rep.All())
			}
			c := cr.Contract
			if c.Resolution == nil {
				t.Fatal("check did not resolve the contract")
			}
			var got ir.RefKind
			for _, cl := range c.Clauses {
				ir.Inspect(cl.Expr, func(e ir.Expr) bool {
					if call, ok := e.(*ir.Call); ok {
						if id, ok := call.Fn.(*ir.Ident); ok && id.Name == "len" {
							got = c.Resolution.Ref(id)
						}
					}
					return true
				})
			}
			if got != tc.want {
				t.Errorf("Resolve: len is a %s, want a %s", got, tc.want)
			}
			library := tc.want == ir.RefIntrinsic
			if shadows := c.Resolution.Shadows("len"); shadows == library && tc.want != ir.RefBound {
				t.Errorf("Shadows(len) = %v", shadows)
			}
			reading := informal.Informalize(c)
			if strings.Contains(reading, "length") != library {
				t.Errorf("informalizer: %q (library reading: %v, want %v)", reading, !library, library)
			}
			for _, f := range cr.Findings {
				if f.Code == "implementation-counterexample" {
					t.Errorf("evaluator: %s", f.Message)
				}
			}
		})
	}
}
