package lean

import (
	"testing"

	"github.com/specfaith/specfaith/spec"
)

// TestLeanNotation: notations written in real specs parse, and evaluate
// by their meaning in Lean (or to unknown, never to a guess).
func TestLeanNotation(t *testing.T) {
	cases := []struct {
		term string
		want spec.Status
	}{
		{"true ^^ false", spec.True},
		{"(true ^^ true) = false", spec.True},
		{"[1, 2] ⊆ [2, 1, 3]", spec.True},
		{"[1, 4] ⊆ [1, 2]", spec.False},
		{"7 ≡ 2 [MOD 5]", spec.True},
		{"7 ≡ 3 [MOD 5]", spec.False},
		{"(rfl ▸ 3) = 3", spec.True},
		{"[1, 2, 3].foldl (. + .) 0 = 6", spec.True},
		{"(some 2 >>= fun x => some (x + 1)) = some 3", spec.True},
		{"((· + 1) <$> [1, 2]) = [2, 3]", spec.True},
		{"(.some 3 : Option Nat) = some 3", spec.True},
		{"(.none : Option Nat) = none", spec.True},
		// No values for these: unknown, with the construct named.
		{"(5 &&& 3) = 1", spec.Unknown},
		{"(1 <<< 3) = 8", spec.Unknown},
		{"{ x := 1, y := 2 } = { x := 1, y := 2 }", spec.Unknown},
		{"{x | x > 2} = {x | x > 2}", spec.Unknown},
		{"Sum.inl 3 = .inl 3", spec.Unknown},
	}
	for _, c := range cases {
		got, reason := evalIn(t, defs, c.term)
		if got != c.want {
			t.Errorf("%s = %s (%s), want %s", c.term, got, reason, c.want)
		}
	}
}

// TestLeanParses: constructs that must parse without a syntax problem.
func TestLeanParses(t *testing.T) {
	for _, src := range []string{
		"def f (x : Nat) : Nat ⊕ String := sorry",
		"def TestCase.n : TestCase → Nat\n  | TestCase.mk n _ => n",
		"theorem t (h : ∀ i : Nat, i < 2 → ([1, 2].get ⟨i, by rw [h2]; exact hi⟩) > 0) : True := trivial",
		"theorem t : ∀ x, (fun y => |y - x|) x = 0 := sorry",
		"theorem t : ∀ a b : Nat, (a &&& b) ≤ a ||| b := sorry",
		"theorem t (x : Nat) : x ≥ 0 := by\n  have : x = x := rfl\n  exact ⟨‹x = x›, fun ⟨a, b⟩ ↦ a⟩ ⊢ ↓",
	} {
		m := ParseFile("t.lean", src)
		if len(m.Problems) > 0 {
			t.Errorf("%s: %v", src, m.Problems)
		}
	}
}
