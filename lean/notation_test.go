package lean

import (
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/ir"
)

// TestLeanNotation: notations written in real specs parse, and evaluate
// by their meaning in Lean (or to unknown, never to a guess).
func TestLeanNotation(t *testing.T) {
	cases := []struct {
		term string
		want ir.Status
	}{
		{"true ^^ false", ir.True},
		{"(true ^^ true) = false", ir.True},
		{"[1, 2] ⊆ [2, 1, 3]", ir.True},
		{"[1, 4] ⊆ [1, 2]", ir.False},
		{"7 ≡ 2 [MOD 5]", ir.True},
		{"7 ≡ 3 [MOD 5]", ir.False},
		{"(rfl ▸ 3) = 3", ir.True},
		{"[1, 2, 3].foldl (. + .) 0 = 6", ir.True},
		{"(some 2 >>= fun x => some (x + 1)) = some 3", ir.True},
		{"((· + 1) <$> [1, 2]) = [2, 3]", ir.True},
		{"(.some 3 : Option Nat) = some 3", ir.True},
		{"(.none : Option Nat) = none", ir.True},
		// No values for these: unknown, with the construct named.
		{"(5 &&& 3) = 1", ir.Unknown},
		{"(1 <<< 3) = 8", ir.Unknown},
		{"{ x := 1, y := 2 } = { x := 1, y := 2 }", ir.Unknown},
		{"{x | x > 2} = {x | x > 2}", ir.Unknown},
		{"Sum.inl 3 = .inl 3", ir.Unknown},
		{"[1, 2].foldl (init := 5) (· + ·) = 8", ir.Unknown},
		// have's proof is skipped, whatever its syntax; the body is read.
		{"(have h : 1 < 2 := ⟨Nat.le_of_lt ‹_›, fun x => by simp; omega⟩; 5) = 5", ir.True},
		{"(have h : [1, 2].length = 2 := by rw [List.length]; simp [h.1]\n 5) = 5", ir.True},
		// ∃! x, P x is ∃ x, P x ∧ ∀ y, P y → y = x.
		{"∃! x ∈ [1, 2, 3], x > 2", ir.True},
		{"∃! x ∈ [1, 2, 3], x > 1", ir.False},
		{"∃! x ∈ [1, 2, 3], x > 5", ir.False},
		{"∃! i, i < 5 ∧ i * i = 9", ir.True},
		{"∃! i, i < 5 ∧ i * i > 3", ir.False},
		// Std.Do triples of pure programs: P → Q with r the program's value.
		{"⦃⌜2 > 0⌝⦄ fact 3 ⦃⇓ r => ⌜r = 6⌝⦄", ir.True},
		{"⦃⌜True⌝⦄ fact 3 ⦃⇓ r => ⌜r = 5⌝⦄", ir.False},
		{"⦃⌜False⌝⦄ fact 3 ⦃⇓ r => ⌜r = 5⌝⦄", ir.True},
		{"⦃⌜True⌝⦄ (fact 2, 1) ⦃⇓ (a, b) => ⌜a + b = 3⌝⦄", ir.True},
		{"⦃fun s => s > 0⦄ fact 3 ⦃⇓ r => ⌜r = 6⌝⦄", ir.Unknown},
		// ⟨v, proof⟩ (Fin, subtype) is its value
		{"[4, 5, 6].get ⟨1, by decide⟩ = 5", ir.True},
		{"[4, 5, 6].get ⟨2, ‹2 < 3›⟩ = 6", ir.True},
		// Nat and List constructors match the values they build; other
		// constructors match no value here, so a match on them is unknown
		// rather than falling through to a later arm.
		{"(match 3 with | Nat.zero => 0 | Nat.succ k => k) = 2", ir.True},
		{"(match 3 with | .succ k => k | _ => 7) = 2", ir.True},
		{"(match [1, 2] with | List.cons a _ => a | _ => 7) = 1", ir.True},
		{"(match ([] : List Nat) with | .nil => 0 | _ => 7) = 0", ir.True},
		{"(match (3 : Int) with | Int.ofNat n => n | _ => 7) = 3", ir.Unknown},
		{"(match (3 : Int) with | .ofNat n => n | _ => 7) = 3", ir.Unknown},
		// if let is a match with a wildcard arm.
		{"(if let some n := some 3 then n + 1 else 0) = 4", ir.True},
		{"(if let some n := (none : Option Nat) then n + 1 else 0) = 0", ir.True},
		{"(if let .inl n := f 3 then n + 1 else 0) = 0", ir.Unknown},
		{"[1, 2].map (fun x ↦ x + 1) = [2, 3]", ir.True},
		{"∃ f : Nat → Nat, f = f", ir.Unknown},
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
		"instance : BEq Point where\n  beq a b := a.zip b |>.all (fun (x, y) => x == y)",
		"instance (K V : Type) [BEq K] : BEq (Map K V) where\n  beq m1 m2 := m1.entries == m2.entries\n\ndef f (x : Nat) : Nat := x",
		"def Animal.name (a : Animal) : String :=\n  match a with\n  | mk n => n",
		"theorem t : ∃ perm : List Char → List Char, perm [] = [] := sorry",
		"theorem t : isClose x y (relTol := 1e-5) := sorry",
		"theorem t : (match f x with | Sum.inr \"RIP\" => True | _ => False) := sorry",
	} {
		m := ParseFile("t.lean", src)
		if len(m.Problems) > 0 {
			t.Errorf("%s: %v", src, m.Problems)
		}
	}
}

// TestLeanConstructorPatterns: a qualified name, or a name applied to
// patterns, is a constructor; a bare name is a variable.
func TestLeanConstructorPatterns(t *testing.T) {
	src := "def f (o : Option Nat) : Nat :=\n  match o with\n  | Option.some n => n + 1\n  | Option.none => 0\n"
	got, reason := evalIn(t, src, "f (some 2) = 3 ∧ f none = 0")
	if got != ir.True {
		t.Errorf("f = %s (%s), want true", got, reason)
	}
}

// TestLeanRecovery: a declaration the parser cannot read is reported on
// its own line and the declarations after it are still read.
func TestLeanRecovery(t *testing.T) {
	src := "def broken (x : Nat) : Nat :=\n  x + )\n\ntheorem after (x : Nat) : x + 0 = x := by simp\n\ndef ok (x : Nat) : Nat := x + 1\n"
	m := ParseFile("r.lean", src)
	if len(m.Problems) != 1 || m.Problems[0].R.Start.Line != 2 {
		t.Fatalf("problems %v: want one, on line 2", m.Problems)
	}
	if m.Funcs["ok"] == nil {
		t.Errorf("the definition after the broken one was not read")
	}
	e, _ := ParseExpr("ok 2 = 3")
	if st, stop := ir.NewCtx(m).Check(e, nil); st != ir.True {
		t.Errorf("ok 2 = 3: %s %v", st, stop)
	}
}

// TestLeanTripleContract: a theorem stating a Std.Do triple about f is a
// contract of f: the precondition a premise, the postcondition on f's
// result.
func TestLeanTripleContract(t *testing.T) {
	src := "def double (x : Nat) : Id Nat := do\n  return x + x\n\n" +
		"theorem double_spec (x : Nat) : ⦃⌜x > 0⌝⦄ double x ⦃⇓ r => ⌜r > x⌝⦄ := by\n  mvcgen\n  omega\n"
	m := ParseFile("d.lean", src)
	if len(m.Problems) > 0 {
		t.Fatalf("problems %v", m.Problems)
	}
	var c *ir.Contract
	for _, k := range m.Contracts {
		if k.Name == "double" {
			c = k
		}
	}
	if c == nil || len(c.Ensures()) != 1 {
		t.Fatalf("contracts %+v: want double with one clause", m.Contracts)
	}
}

// TestLeanNestedUniqueIsBounded: ∃! reads its body twice; deep nesting
// stays fast and ends in unknown.
func TestLeanNestedUniqueIsBounded(t *testing.T) {
	term := strings.Repeat("∃! x ∈ [1], ", 40) + "True"
	begin := time.Now()
	e, probs := ParseExpr(term)
	if len(probs) > 0 || e == nil {
		t.Fatalf("%v", probs)
	}
	if d := time.Since(begin); d > 2*time.Second {
		t.Errorf("took %v", d)
	}
}
