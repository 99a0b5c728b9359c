package lean

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// propCase is a Lean proposition (elaborated as the body of a definition,
// as a specification's is) and what the evaluator must say of it; why, when
// not empty, must occur in the reason of an unknown.
type propCase struct {
	prop string
	want ir.Status
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
		st, stop := ir.NewCtx(m).Check(m.Funcs["t_prop"].Body, nil)
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
		{"Even (4 : Nat) ∧ ¬ Even (7 : Nat) ∧ Even (0 : Nat)", ir.True, ""},
		{"Even (-4 : Int) ∧ Odd (-3 : Int) ∧ ¬ Odd (-2 : Int)", ir.True, ""},
		{"Odd (9 : Nat) ∧ ¬ Odd (10 : Nat)", ir.True, ""},
		{"Prime (7 : Nat) ∧ ¬ Prime (1 : Nat) ∧ ¬ Prime (0 : Nat) ∧ ¬ Prime (9 : Nat)", ir.True, ""},
		{"Prime (-7 : Int)", ir.True, ""}, // Int.prime_iff_natAbs_prime
		{"Nat.le 2 3 ∧ ¬ Nat.le 4 3 ∧ Nat.lt 2 3 ∧ ¬ Nat.lt 3 3", ir.True, ""},
		{"List.Sorted Nat.le [1, 1, 2] ∧ ¬ List.Sorted Nat.le [2, 1]", ir.True, ""},
		{"List.Sorted Int.le [-1, 0, 0] ∧ ¬ List.Sorted Int.lt [0, 0]", ir.True, ""},
		{"(3 ∣ 12) ∧ ¬ (5 ∣ 12) ∧ (0 ∣ 0) ∧ ¬ (0 ∣ 3)", ir.True, ""},
		{"((-3 : Int) ∣ 12) ∧ ¬ ((5 : Int) ∣ -12)", ir.True, ""},
		{"List.Ico 2 5 = [2, 3, 4] ∧ List.Ico 5 2 = []", ir.True, ""},
		{"Nat.ofDigits 2 [1, 0, 1] = 5 ∧ Nat.ofDigits 10 [] = 0 ∧ Nat.ofDigits 10 [12] = 12", ir.True, ""},
		{"Nat.ofDigits 10 (Nat.digits 10 907) = 907", ir.True, ""},
		{"Multiset.ofList [1, 2, 1] = Multiset.ofList [2, 1, 1]", ir.True, ""},
		{"Multiset.ofList [1, 2] = Multiset.ofList [1, 2, 2]", ir.False, ""},
		{"(Multiset.ofList [1, 2, 1]).count 1 = 2", ir.True, ""},
	})
}

// TestFloatSemantics: Float is IEEE 754 binary64 with Lean's literal
// rounding, NaN comparisons, == as Float.beq and no decidable =.
func TestFloatSemantics(t *testing.T) {
	checkProps(t, "def half (x : Float) : Float := x / 2", []propCase{
		{"(0.1 : Float) + 0.2 == 0.3", ir.False, ""}, // binary64, not exact
		{"(0.1 : Float) + 0.2 > 0.3", ir.True, ""},
		{"(2.5 : Float) == 2.50 ∧ (1e-3 : Float) == 0.001 ∧ (1.5e3 : Float) == 1500", ir.True, ""},
		{"half 5 == 2.5 ∧ half 1 < 1", ir.True, ""},
		{"(2 : Float) - 3 < 0", ir.True, ""}, // not Nat subtraction
		{"Float.nan == Float.nan", ir.False, ""},
		{"¬ (Float.nan < 1.0) ∧ ¬ (Float.nan ≥ 1.0) ∧ Float.nan != Float.nan", ir.True, ""},
		{"Float.inf > 1e308 ∧ (Float.inf).isInf ∧ (Float.nan).isNaN ∧ ¬ (1.0 : Float).isNaN", ir.True, ""},
		{"(1.0 : Float) / 0.0 == Float.inf ∧ (-1.0 : Float) / 0.0 < 0", ir.True, ""},
		{"(0.0 : Float) == -0.0", ir.True, ""},
		// = is read in the IEEE model the runtime computes in: the same
		// double (0.0 and -0.0 differ); two NaNs are unknown.
		{"(2.0 : Float) = 2.0 ∧ (0.1 : Float) + 0.2 ≠ 0.3", ir.True, ""},
		{"(0.0 : Float) = -0.0", ir.False, ""},
		{"Float.nan = 1.0", ir.False, ""},
		{"Float.nan = Float.nan", ir.Unknown, "two NaNs"},
		{"[Float.nan, 1.0] = [Float.nan, 2.0]", ir.False, ""},
		{"[1.0, 2.0] == [1.0, (2.0 : Float)]", ir.True, ""},
		{"(3.7 : Float).floor == 3.0 ∧ (3.2 : Float).ceil == 4.0 ∧ (-2.5 : Float).round == -3.0", ir.True, ""},
		{"(2.0 : Float).sqrt * (2.0 : Float).sqrt != 2.0 ∧ (-4.0 : Float).abs == 4.0", ir.True, ""},
		{"(3 : Nat).toFloat == 3.0 ∧ (-3 : Int).toFloat == -3.0 ∧ Float.ofNat 7 == 7", ir.True, ""},
		{"toString (2.5 : Float) = \"2.500000\" ∧ (1.0 / 3.0 : Float).toString = \"0.333333\"", ir.True, ""},
		{"(1.0 / 0.0 : Float).toString = \"inf\"", ir.True, ""},
		{"(2.0 : Float) ^ (10.0 : Float) == 1024.0", ir.True, ""},
		{"(2.0 : Float).exp > 0", ir.Unknown, ""}, // libm differs in the last bit
	})
}

// TestRatSemantics: ℚ is exact; scientific literals at ℚ are exact.
func TestRatSemantics(t *testing.T) {
	checkProps(t, "def q (x : Rat) : Rat := x / 3", []propCase{
		{"(0.1 : Rat) + 0.2 = 0.3", ir.True, ""},
		{"q 1 * 3 = 1 ∧ q 0 = 0", ir.True, ""},
		{"(1 : Rat) / 0 = 0", ir.True, ""}, // Rat.inv 0 = 0
		{"(3.5 : Rat).floor = 3 ∧ (-3.5 : Rat).floor = -4 ∧ (3.2 : Rat).ceil = 4", ir.True, ""},
		{"(2 : Rat).isInt ∧ ¬ (2.5 : Rat).isInt", ir.True, ""},
		{"(2 : Rat) - 3 < 0", ir.True, ""},
		{"((1.5 : Rat) ^ 2 = 2.25)", ir.True, ""},
	})
}

// TestGrowthRanges: quantifier ranges read from how a term grows with the
// variable, and the negative cases where no sound bound exists.
func TestGrowthRanges(t *testing.T) {
	checkProps(t, "def isPow (x n : Nat) : Prop := ∃ k : Nat, x = n ^ k", []propCase{
		{"∃ m : Nat, 81 = 3 ^ m", ir.True, ""},
		{"∃ m : Nat, 80 = 3 ^ m", ir.False, ""},
		{"isPow 1024 2 ∧ ¬ isPow 1000 2 ∧ isPow 1 7", ir.True, ""},
		{"∃ i : Nat, i * i = 169", ir.True, ""},
		{"∃ i : Nat, i * i = 170", ir.False, ""},
		{"∃ n : Int, -27 = n ^ 3", ir.True, ""},
		{"∃ n : Int, 28 = n ^ 3", ir.False, ""},
		{"∃ k : Nat, 7 * k + 3 = 2 ^ 10", ir.False, ""}, // 1021 = 7·145 + 6
		{"∃ k : Nat, 5 * k + 4 = 2 ^ 10", ir.True, ""},  // 1020 = 5·204
		{"∃ i : Nat, i + 3 ≤ 5 ∧ [1, 2, 3, 4, 5].drop i = [3, 4, 5]", ir.True, ""},
		{"∀ i : Nat, i * 3 + 3 ≤ 9 → i < 3", ir.True, ""},
		{"∀ i : Nat, i * 3 + 3 ≤ 12 → i < 3", ir.False, ""},
		// A product equal to a nonzero number bounds each factor.
		{"∃ a b c : Nat, Nat.Prime a ∧ Nat.Prime b ∧ Nat.Prime c ∧ 105 = a * b * c", ir.True, ""},
		{"∃ a b c : Nat, Nat.Prime a ∧ Nat.Prime b ∧ Nat.Prime c ∧ 100 = a * b * c", ir.False, ""},
		// The body is constant once 10^i passes the number.
		{"∃ i : Nat, 12834 / 10 ^ i % 10 = 8", ir.True, ""},
		{"∃ i : Nat, 12345 / 10 ^ i % 10 = 8", ir.False, ""},
		{"∀ i : Nat, 999 / 10 ^ i % 10 = 9 ∨ 999 / 10 ^ i = 0", ir.True, ""},
		{"∃ k : Nat, 0 * k = 1", ir.False, ""}, // a factor of 1 is at most 1
		// No sound bound: 1 ^ m is 1 for every m, a product with 0 is 0,
		// 5 - k truncates, an Int square below a bound is not read (the
		// rule for ≤ needs a natural variable), and 100 / (5 - i) is
		// constant past 5 but its divisor does not grow.
		{"∃ m : Nat, 2 = 1 ^ m", ir.Unknown, "unbounded"},
		{"∃ k : Nat, 5 - k = 7", ir.Unknown, "unbounded"},
		// (Witnesses, where there are any, are too large to be probed.)
		{"∃ i : Int, i * i ≤ 4 ∧ i < -300", ir.Unknown, "unbounded"},
		{"∃ k : Nat, k * k * 0 = 0 ∧ k > 100000", ir.Unknown, "unbounded"},
		{"∃ i : Nat, 100 / (5 - i) = 100 ∧ i > 1000", ir.Unknown, "unbounded"},
	})
}

// TestDivisorCandidates: a variable that is a factor of a product equal to
// a nonzero number ranges over that number's divisors.
func TestDivisorCandidates(t *testing.T) {
	checkProps(t, "", []propCase{
		{"∃ a b c, Nat.Prime a ∧ Nat.Prime b ∧ Nat.Prime c ∧ 1001 = a * b * c", ir.True, ""},
		{"∃ a b c, Nat.Prime a ∧ Nat.Prime b ∧ Nat.Prime c ∧ 891 = a * b * c", ir.False, ""},
		{"∃ d : Int, d * 7 = -91 ∧ d < 0", ir.True, ""},
		{"∃ d : Int, d * 0 = 0 ∧ d > 100000", ir.Unknown, "unbounded"}, // every d, none probed
	})
}

// TestCaseSplitRanges: a witness of A ∨ B, or a counterexample to A ∧ B
// or A ↔ B, lies in one of the cases' ranges.
func TestCaseSplitRanges(t *testing.T) {
	checkProps(t, "", []propCase{
		{"∀ x : Int, x ∈ [3, 1] ↔ (x ∈ [1, 2, 3] ∧ x ≠ 2)", ir.True, ""},
		{"∀ x : Int, x ∈ [3, 1] ↔ x ∈ [1, 2, 3]", ir.False, ""},
		{"∃ x : Nat, x ∈ [5, 6] ∨ x ∈ [7]", ir.True, ""},
		{"∃ x : Nat, (x ∈ [5, 6] ∨ x < 3) ∧ x > 6", ir.False, ""},
		// A case that does not mention x: every x is a counterexample.
		{"∀ x : Nat, x = x ∧ [1, 2].length = 3", ir.False, ""},
		{"∀ x : Nat, [2, 1].count x = [1, 2].count x ∧ [1, 2].length = 2", ir.True, ""}, // counts differ only on elements
		{"∀ x : Nat, x * x + x ≠ 3 ∧ [1, 2].length = 2", ir.Unknown, "unbounded"},
		// One unbounded case and no decisive value elsewhere: unknown.
		{"∀ x : Int, x ∈ [0] ↔ x * x < 1", ir.Unknown, "unbounded"},
		{"∀ x : Int, x ∈ [1] ↔ x * x = 1", ir.False, ""}, // x = -1
		{"∀ x : Int, x ∈ [1, -1] ↔ x * x = 1", ir.True, ""},
	})
}

// TestAbsAndSublists: |a| on every number type; Mathlib's List.sublists.
func TestAbsAndSublists(t *testing.T) {
	checkProps(t, "", []propCase{
		{"abs (-3 : Int) = 3 ∧ abs (-2.5 : Rat) = 2.5 ∧ abs (-2.5 : Float) == 2.5", ir.True, ""},
		{"[1, 2, 3].sublists = [[], [1], [2], [1, 2], [3], [1, 3], [2, 3], [1, 2, 3]]", ir.True, ""},
		{"String.replicate 3 '_' = \"___\" ∧ String.replicate 0 'a' = \"\"", ir.True, ""},
		{"∀ s ∈ [4, -1, 2].sublists, s.length > 0 → s.sum ≥ -1", ir.True, ""},
		{"∃ s ∈ [4, -1, 2].sublists, s.sum = 6", ir.True, ""},
	})
}

const indDefs = `
inductive fib : ℕ → ℕ → Prop
| base0 : fib 0 0
| base1 : fib 1 1
| step  : ∀ n f₁ f₂, fib n f₁ →
fib (n + 1) f₂ →
fib (n + 2) (f₁ + f₂)

inductive ev : ℕ → Prop
| zero : ev 0
| plus : ∀ n, ev n → ev (n + 2)

inductive loopy : ℕ → Prop
| base : loopy 0
| back : ∀ n, loopy (n + 1) → loopy n

inductive selfish : ℕ → Prop
| base : selfish 0
| self : ∀ n, selfish n → selfish n

def fib_spec (n r : Nat) : Prop := fib n r
`

// TestInductivePropositions: an inductive proposition holds exactly when a
// derivation concludes it; a search that does not end is unknown.
func TestInductivePropositions(t *testing.T) {
	checkProps(t, indDefs, []propCase{
		{"fib 10 55 ∧ fib 1 1 ∧ fib 0 0 ∧ fib_spec 8 21", ir.True, ""},
		{"fib 10 54 ∨ fib 2 2 ∨ fib 1 0", ir.False, ""},
		{"ev 10 ∧ ¬ ev 7", ir.True, ""},
		{"∃ r, r < 100 ∧ fib 11 r ∧ r = 89", ir.True, ""},
		{"loopy 0 ∧ selfish 0", ir.True, ""},
		{"loopy 3", ir.Unknown, "derivation steps"},
		{"selfish 3", ir.Unknown, "does not end"},
	})
}

// TestSegmentCandidates: a part of a concatenation equal to a known
// string or list is one of its segments.
func TestSegmentCandidates(t *testing.T) {
	checkProps(t, "", []propCase{
		{`∃ before after : String, "ab.txt" = before ++ "." ++ after ∧ after = "txt" ∧ before = "ab"`, ir.True, ""},
		{`∃ before after : String, "ab.txt" = before ++ "." ++ after ∧ after = "exe"`, ir.False, ""},
		{`∃ mid : List Nat, [1, 2, 3, 4] = [1] ++ mid ++ [4] ∧ mid.length = 2`, ir.True, ""},
		{`∀ p s : String, "abc" = p ++ s → p.length + s.length = 3`, ir.True, ""},
		{`∃ p : String, p ++ "c" = p`, ir.Unknown, "unbounded"}, // no known side
	})
}

// TestFloatMembership: x ∈ xs on Floats is x = some element, read as =.
func TestFloatMembership(t *testing.T) {
	checkProps(t, "", []propCase{
		{"(1.0 : Float) ∈ [1.0, 2.0] ∧ (3.0 : Float) ∉ [1.0, 2.0]", ir.True, ""},
		{"Float.nan ∈ [1.0, 2.0]", ir.False, ""},
		{"Float.nan ∈ [1.0, Float.nan]", ir.Unknown, "NaN"},
		{"[1.0, (2.0 : Float)].length = 2", ir.True, ""},
	})
}

// TestProbeSmallValues: with no range, a small witness (counterexample)
// still decides; not finding one decides nothing.
func TestProbeSmallValues(t *testing.T) {
	checkProps(t, "", []propCase{
		{"∃ k : Nat, 1 = 1 ^ k", ir.True, ""},
		{"∃ len : Nat, [[0, 0], [1, 1]].all (fun row => row.length = len)", ir.True, ""},
		{"∀ n : Int, n * n ≠ 49", ir.False, ""}, // n = 7
		{"∀ n : Int, n * n + 1 > 0", ir.Unknown, "unbounded"},
		{"∃ k : Nat, 2 = 1 ^ k", ir.Unknown, "unbounded"},
	})
}

// TestHashMap: Std.HashMap as a finite map; what depends on hash order is
// unknown.
func TestHashMap(t *testing.T) {
	checkProps(t, "", []propCase{
		{`(Std.HashMap.ofList [("a", 1), ("b", 2), ("a", 3)]).size = 2`, ir.True, ""},
		{`(Std.HashMap.ofList [("a", 1), ("b", 2), ("a", 3)]).get? "a" = some 3`, ir.True, ""},
		{`(Std.HashMap.ofList [("a", 1)]).isEmpty = false ∧ (Std.HashMap.ofList ([] : List (String × Nat))).isEmpty`, ir.True, ""},
		{`(Std.HashMap.ofList [("ab", 1), ("cd", 2)]).keys.all (fun s => s.toLower = s)`, ir.True, ""},
		{`(Std.HashMap.ofList [("ab", 1), ("CD", 2)]).keys.any (fun s => s.toUpper = s)`, ir.True, ""},
		{`(Std.HashMap.ofList [("ab", 1), ("cd", 2)]).keys.length = 2`, ir.Unknown, ""},
		{`(Std.HashMap.ofList [("ab", 1), ("cd", 2)]).toList.length = 2`, ir.Unknown, "hashes"},
	})
}

// TestCountSupport: a count is 0 outside the collection's elements.
func TestCountSupport(t *testing.T) {
	checkProps(t, "", []propCase{
		{"∀ n : Int, [3, 1, 3].count n = [1, 3, 3].count n", ir.True, ""},
		{"∀ n : Int, [3, 1, 3].count n = [1, 3, 1].count n", ir.False, ""},
		{"∃ n : Int, [5, 7, 7].count n = 2 ∧ n > 6", ir.True, ""},
		{"∃ n : Int, [5, 7, 7].count n > 2", ir.False, ""},
		{"∃ n : Int, [5, 7, 7].count n = 0 ∧ n > 1000", ir.Unknown, "unbounded"}, // every other n
	})
}

// TestRatAgainstNumerals: a numeral the elaborator could not type meets a
// rational as the number it is.
func TestRatAgainstNumerals(t *testing.T) {
	checkProps(t, "", []propCase{
		{"([0.5, 2] : List Rat).all (fun x => x * 2 = 1 ∨ x = 2)", ir.True, ""},
		{"([0.5, 3] : List Rat).all (fun x => x * 2 = 1 ∨ x = 2)", ir.False, ""},
	})
}

// TestInlineAndPinnedList: ranges read through a local function's body,
// and a list fixed by its length and a ∀ over its indices.
func TestInlineAndPinnedList(t *testing.T) {
	checkProps(t, "", []propCase{
		{"let small (k : Nat) (n : Nat) := k < n ∧ k > 1; ∃ i, small i 5 ∧ i * i = 9", ir.True, ""},
		{"let small (k : Nat) (n : Nat) := k < n ∧ k > 1; ∃ i, small i 5 ∧ i * i = 25", ir.False, ""},
		{"∃ ys : List Nat, ys.length = 3 ∧ (∀ j, j < ys.length → ys[j]! = j * 2) ∧ ys.sum = 6", ir.True, ""},
		{"∃ ys : List Nat, ys.length = 3 ∧ (∀ j, j < ys.length → ys[j]! = j * 2) ∧ ys.sum = 7", ir.False, ""},
		{`let rot (xs ys : List Int) (i : Nat) := xs.length = ys.length ∧ i < xs.length ∧
    (∀ j, j < ys.length → ys[j]! = xs[(j + i) % xs.length]!);
  ∃ i, ∃ ys, rot [3, 1, 2] ys i ∧ ys = [1, 2, 3]`, ir.True, ""},
		{`let rot (xs ys : List Int) (i : Nat) := xs.length = ys.length ∧ i < xs.length ∧
    (∀ j, j < ys.length → ys[j]! = xs[(j + i) % xs.length]!);
  ∃ i, ∃ ys, rot [3, 1, 2] ys i ∧ ys = [3, 2, 1]`, ir.False, ""},
		// The guard must cover every index: here it skips index 0.
		{"∃ ys : List Nat, ys.length = 2 ∧ (∀ j, 0 < j → j < ys.length → ys[j]! = 1) ∧ ys.sum = 6", ir.Unknown, "unbounded"},
	})
}

// TestPinnedByAll: a list of known length whose elements all equal one value.
func TestPinnedByAll(t *testing.T) {
	checkProps(t, "", []propCase{
		{"∃ xs : List Nat, xs.length = 4 ∧ xs.all (fun i => i = 4) ∧ xs.sum = 16", ir.True, ""},
		{"∃ xs : List Nat, xs.length = 4 ∧ xs.all (fun i => i = 4) ∧ xs.sum = 15", ir.False, ""},
		{"∃ xs : List Nat, xs.all (fun i => i = 4) ∧ xs.sum = 16", ir.Unknown, "unbounded"}, // no length
	})
}

// TestTupleMembershipRanges: ∀ (x y : Nat), (x, y) ∈ ps → … ranges x and
// y over the components of ps's pairs (it was undecided: "unbounded").
func TestTupleMembershipRanges(t *testing.T) {
	checkProps(t, "", []propCase{
		{"∀ (x y : Nat), (x, y) ∈ [(1, 2), (3, 4)] → x < 5 ∧ y < 5", ir.True, ""},
		{"∀ (x y : Nat), (x, y) ∈ [(1, 2), (3, 9)] → x < 5 ∧ y < 5", ir.False, ""},
		{"∀ (x y : Nat), (x, y) ∈ ([] : List (Nat × Nat)) → x < y", ir.True, ""},
	})
}

// TestMatchedArgumentsDoNotShadow: a definition by pattern matching names
// its matched arguments for findings, and never with a name its own
// binders or body use (def addAll (x : Int) : List Int → Int | [] => x …
// keeps x the Int).
func TestMatchedArgumentsDoNotShadow(t *testing.T) {
	defs := "def addAll (x : Int) : List Int → Int\n  | [] => x\n  | y :: ys => y + addAll x ys\n\n" +
		"def pick (x1 : Nat) : Nat → Nat → Nat\n  | 0, _ => x1\n  | _, b => b\n"
	checkProps(t, defs, []propCase{
		{"addAll 3 [] = 3", ir.True, ""},
		{"addAll 3 [1, 2] = 6", ir.True, ""},
		{"pick 7 0 5 = 7", ir.True, ""},
		{"pick 7 1 5 = 5", ir.True, ""},
	})
}

// TestMatchedArgumentsAvoidGlobals: the name given to a matched argument
// does not hide a definition the arms call.
func TestMatchedArgumentsAvoidGlobals(t *testing.T) {
	defs := "def x : Nat := 10\n\ndef addX : List Nat → Nat\n  | [] => x\n  | y :: ys => y + addX ys\n"
	checkProps(t, defs, []propCase{
		{"addX [] = 10", ir.True, ""},
		{"addX [1, 2] = 13", ir.True, ""},
	})
}

// TestRangesFromGuards: quantifiers whose range the guard states without
// a bound written as one: a divisor of a non-zero number, the elements
// of a set display, what an option holds, the positions of a literal.
func TestRangesFromGuards(t *testing.T) {
	checkProps(t, "", []propCase{
		{"∀ x : Nat, x ∣ 12 → x ≠ 12 → x ≤ 6", ir.True, ""},
		{"∀ x : Nat, x ∣ 12 → x ≠ 12 → x ≤ 5", ir.False, ""},
		{"∃ d : Int, d ∣ (-15 : Int) ∧ d < -10", ir.True, ""},
		{"∀ x : Nat, x ∣ 0 → x ≤ 5", ir.False, ""}, // every number divides 0: 6 is a counterexample
		{"∃ i j : Nat, {i, j} ⊆ ({0, 1, 2} : Set Nat) ∧ i + j = 4", ir.True, ""},
		{"¬ ∃ i j : Nat, {i, j} ⊆ ({0, 1, 2} : Set Nat) ∧ i + j = 5", ir.True, ""},
		{"∀ n : Nat, some 3 = some n → n = 3", ir.True, ""},
		{"∀ n : Nat, (none : Option Nat) = some n → n = 7", ir.True, ""},
		{"∃ a b c : Char, \"x-y\" = String.mk [a, b, c] ∧ b = '-' ∧ a = 'x'", ir.True, ""},
		{"¬ ∃ a b : Char, \"xyz\" = String.mk [a, b]", ir.True, ""},
		{"∀ i (h : i < [3, 4].length), [3, 4][i]! > 2", ir.True, ""},
		{"∀ i : Int, 0 ≤ i ∧ i + 1 < 5 → i < 4", ir.True, ""},
		{"∀ i : Int, 0 ≤ i ∧ i + 1 < 5 → i < 3", ir.False, ""},
		{"∃ i : Int, i - 2 > 3 ∧ i < 7 ∧ i * i = 36", ir.True, ""},
		{"∀ i : Int, -10 < i ∧ 2 + i ≤ 0 → i ≤ -2", ir.True, ""},
	})
}

// TestVectorSizes: Vector α n is an array of size n; n left implicit is
// the size of the vector that has it.
func TestVectorSizes(t *testing.T) {
	checkProps(t, `def addv {n : Nat} (a b : Vector Float n) : Vector Float n :=
  Vector.ofFn (fun i => a[i] + b[i])
def total {n : Nat} (a : Vector Nat n) : Nat := a.toList.foldl (· + ·) n`, []propCase{
		{"addv #[1.0, 2.0] #[0.5, 0.5] = #[1.5, 2.5]", ir.True, ""},
		{"total #[1, 2, 3] = 9", ir.True, ""},
		{"(Vector.replicate 2 (3 : Nat)).toList = [3, 3]", ir.True, ""},
	})
}
