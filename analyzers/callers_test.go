package analyzers

import (
	"testing"

	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
	"github.com/specfaith/specfaith/nagini"
)

func contractIn(t *testing.T, m *ir.Module, name string) *ir.Contract {
	t.Helper()
	for _, c := range m.Contracts {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no contract %s", name)
	return nil
}

// TestCalled: a caller elsewhere in the file, a recursive call and a
// method call count; a contract nothing calls does not.
func TestCalled(t *testing.T) {
	py := nagini.ParseFile("c.py", `from nagini_contracts.contracts import *


def half(n: int) -> int:
    Ensures(Result() == n // 2)
    return n // 2


def quarter(n: int) -> int:
    Ensures(Result() == n // 4)
    return half(half(n))


def down(n: int) -> int:
    Ensures(Result() == 0)
    if n <= 0:
        return 0
    return down(n - 1)


class C:
    def twice(self, n: int) -> int:
        Ensures(Result() == 2 * n)
        return n + n

    def four(self, n: int) -> int:
        Ensures(Result() == 4 * n)
        return self.twice(self.twice(n))
`)
	for name, want := range map[string]bool{"half": true, "quarter": false, "down": true, "C.twice": true, "C.four": false} {
		if got := Called(py, contractIn(t, py, name)); got != want {
			t.Errorf("%s: called %v, want %v", name, got, want)
		}
	}
	// Lean applies without parentheses.
	ln := lean.ParseFile("c.lean", `def gap_precond (a : Nat) (b : Nat) : Prop := True
def gap_postcond (a : Nat) (b : Nat) (result : Nat) (h_precond : gap_precond a b) : Prop := result = a - b
def twiceGap (a b : Nat) : Nat := gap a b + gap a b
`)
	if !Called(ln, contractIn(t, ln, "gap")) {
		t.Error("gap: twiceGap calls it")
	}
}

// TestUnfoldAllAtOnce: a predicate whose parameters are named like the
// arguments, swapped (le x y on le (y x) := y ≤ x), unfolds to x ≤ y,
// which guards y - x; a one-at-a-time substitution would read y ≤ y and
// claim a truncation.
func TestUnfoldAllAtOnce(t *testing.T) {
	src := func(guard string) string {
		return `def le (y x : Nat) : Prop := y ≤ x

def gap_precond (x : Nat) (y : Nat) : Prop := ` + guard + `

def gap_postcond (x : Nat) (y : Nat) (result : Nat) (h_precond : gap_precond x y) : Prop :=
  result = y - x
`
	}
	truncations := func(guard string) int {
		m := lean.ParseFile("u.lean", src(guard))
		n := 0
		for _, f := range Lint(m, contractIn(t, m, "gap")) {
			if f.Code == CodeTruncating {
				n++
			}
		}
		return n
	}
	if n := truncations("le x y"); n != 0 {
		t.Errorf("le x y is x ≤ y, which rules y - x truncating out: %d findings", n)
	}
	if n := truncations("le y x"); n != 1 {
		t.Errorf("le y x is y ≤ x, which does not: %d findings, want 1", n)
	}
}
