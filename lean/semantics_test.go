package lean

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/spec"
)

// propCase is a Lean proposition (elaborated as the body of a definition,
// as a specification's is) and what the evaluator must say of it; why, when
// not empty, must occur in the reason of an unknown.
type propCase struct {
	prop string
	want spec.Status
	why  string
}

func checkProps(t *testing.T, defs string, cases []propCase) {
	t.Helper()
	for _, c := range cases {
		m := ParseFile("t.lean", defs+"\ndef t_prop : Prop :=\n  "+c.prop+"\n")
		if len(m.Problems) > 0 {
			t.Errorf("%s: %v", c.prop, m.Problems)
			continue
		}
		st, stop := spec.NewCtx(m).Check(m.Funcs["t_prop"].Body, nil)
		reason := ""
		if stop != nil {
			reason = stop.Reason
		}
		if st != c.want || c.why != "" && !strings.Contains(reason, c.why) {
			t.Errorf("%s = %s (%s), want %s %s", c.prop, st, reason, c.want, c.why)
		}
	}
}

// TestMathlibNames: names Lean core and Mathlib define, with their
// definitions' truth values.
func TestMathlibNames(t *testing.T) {
	checkProps(t, "", []propCase{
		{"Even (4 : Nat) ∧ ¬ Even (7 : Nat) ∧ Even (0 : Nat)", spec.True, ""},
		{"Even (-4 : Int) ∧ Odd (-3 : Int) ∧ ¬ Odd (-2 : Int)", spec.True, ""},
		{"Odd (9 : Nat) ∧ ¬ Odd (10 : Nat)", spec.True, ""},
		{"Prime (7 : Nat) ∧ ¬ Prime (1 : Nat) ∧ ¬ Prime (0 : Nat) ∧ ¬ Prime (9 : Nat)", spec.True, ""},
		{"Prime (-7 : Int)", spec.True, ""}, // Int.prime_iff_natAbs_prime
		{"Nat.le 2 3 ∧ ¬ Nat.le 4 3 ∧ Nat.lt 2 3 ∧ ¬ Nat.lt 3 3", spec.True, ""},
		{"List.Sorted Nat.le [1, 1, 2] ∧ ¬ List.Sorted Nat.le [2, 1]", spec.True, ""},
		{"List.Sorted Int.le [-1, 0, 0] ∧ ¬ List.Sorted Int.lt [0, 0]", spec.True, ""},
		{"(3 ∣ 12) ∧ ¬ (5 ∣ 12) ∧ (0 ∣ 0) ∧ ¬ (0 ∣ 3)", spec.True, ""},
		{"((-3 : Int) ∣ 12) ∧ ¬ ((5 : Int) ∣ -12)", spec.True, ""},
		{"List.Ico 2 5 = [2, 3, 4] ∧ List.Ico 5 2 = []", spec.True, ""},
		{"Nat.ofDigits 2 [1, 0, 1] = 5 ∧ Nat.ofDigits 10 [] = 0 ∧ Nat.ofDigits 10 [12] = 12", spec.True, ""},
		{"Nat.ofDigits 10 (Nat.digits 10 907) = 907", spec.True, ""},
		{"Multiset.ofList [1, 2, 1] = Multiset.ofList [2, 1, 1]", spec.True, ""},
		{"Multiset.ofList [1, 2] = Multiset.ofList [1, 2, 2]", spec.False, ""},
		{"(Multiset.ofList [1, 2, 1]).count 1 = 2", spec.True, ""},
	})
}
