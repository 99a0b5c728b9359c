package analyzers

import (
	"testing"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
)

// TestContradiction pins what the reasoning behind "can never hold"
// proves, and, as important, what it must not claim.
func TestContradiction(t *testing.T) {
	parsers := map[string]func(string) (ir.Expr, []ir.Problem){
		"dafny": dafny.ParseExpr, "lean": lean.ParseExpr, "python": nagini.ParseExpr,
	}
	cases := []struct {
		lang  string
		conds []string
		unsat bool
	}{
		{"dafny", []string{"x > 0 && x < 0"}, true},
		{"dafny", []string{"x > 0", "x < 0"}, true},
		{"dafny", []string{"false"}, true},
		{"dafny", []string{"x >= 5", "x <= 5"}, false},
		{"dafny", []string{"x >= 5", "x <= 5", "x != 5"}, true},
		{"dafny", []string{"0 <= i < |s|", "i >= |s|"}, true},
		{"dafny", []string{"a == 0", "a != 0"}, true},
		{"dafny", []string{"P(x)", "!P(x)"}, true},
		{"dafny", []string{"x < y", "y < x"}, true},
		{"dafny", []string{"x <= y", "y <= x"}, false},
		{"dafny", []string{"x < y < x + 1"}, false},  // integer reasoning: not claimed
		{"dafny", []string{"x > 5 && x < 6"}, false}, // likewise
		{"dafny", []string{"x * x < 0"}, false},
		{"dafny", []string{"s == \"a\"", "s == \"b\""}, true},
		{"dafny", []string{"x < -2", "x > -3"}, false},
		{"dafny", []string{"x < -3", "x > -3"}, true},
		{"lean", []string{"x > 0 ∧ x < 0"}, true},
		{"lean", []string{"a = 0", "a ≠ 0"}, true},
		{"lean", []string{"¬ (x = 1)", "x = 1"}, true},
		{"python", []string{"False"}, true},
		{"python", []string{"x > 0 and x < 0"}, true},
		{"python", []string{"x != x"}, false},              // a float NaN differs from itself
		{"python", []string{"x == 1", "x == True"}, false}, // 1 == True in Python
		{"python", []string{"0 <= i < len(l)"}, false},
	}
	for _, c := range cases {
		var facts []fact
		for i, src := range c.conds {
			e, probs := parsers[c.lang](src)
			if len(probs) > 0 || e == nil {
				t.Fatalf("%s: %q: %v", c.lang, src, probs)
			}
			facts = conjunctFacts(e, i, facts)
		}
		if _, got := contradiction(facts); got != c.unsat {
			t.Errorf("%s %q: contradiction = %v, want %v", c.lang, c.conds, got, c.unsat)
		}
	}
}
