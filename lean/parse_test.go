package lean

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// eval parses and evaluates a closed Lean term in a module with defs.
func evalIn(t *testing.T, defs, term string) (ir.Status, string) {
	t.Helper()
	m := ParseFile("t.lean", defs)
	if len(m.Problems) > 0 {
		t.Fatalf("defs: %v", m.Problems)
	}
	e, probs := ParseExpr(term)
	if len(probs) > 0 {
		t.Fatalf("%s: %v", term, probs)
	}
	st, stop := ir.NewCtx(m).Check(e, nil)
	reason := ""
	if stop != nil {
		reason = stop.Reason
	}
	return st, reason
}

const defs = `
def countVal (val : Int) : List Int → Nat
  | [] => 0
  | x :: xs =>
    let rest := countVal val xs
    if x = val then rest + 1 else rest

def fact : Nat → Nat
  | 0 => 1
  | n + 1 => (n + 1) * fact n

def List.myprod : List Int → Int
  | [] => 1
  | x :: xs => x * xs.myprod

def List.myId : List α → List α := id

def inc : Nat → Nat := fun x => x + 1

def isStrict (l : List Int) : Bool :=
  match l with
  | [] | [_] => true
  | x :: y :: rest => x < y && isStrict (y :: rest)
`

// TestLeanTerms checks Lean semantics the evaluator must follow.
func TestLeanTerms(t *testing.T) {
	cases := []struct {
		term string
		want ir.Status
	}{
		// Nat subtraction truncates; Int subtraction does not.
		{"(3 : Nat) - 5 = 0", ir.True},
		{"(3 : Int) - 5 = -2", ir.True},
		{"[1, 2].length - 3 = 0", ir.True},
		{"∀ i < 3, i ≥ 0", ir.True},
		{"∃ x ∈ [1, 5, 9], x > 4", ir.True},
		{"∀ x ∈ [1, 5, 9], x > 4", ir.False},
		{"∀ i, i < 4 → i * i < 10", ir.True},
		// Linear equations are solved, growing terms bounded (|k| ≤ 10
		// below); anything else unbounded is unknown.
		{"∃ k : Int, 10 = 2 * k", ir.True},
		{"∃ k : Int, 11 = 2 * k", ir.False},
		{"∃ k : Int, k * k = 10", ir.False},
		{"∃ k : Int, k * k > 1000000", ir.Unknown},
		{"(fun ⟨a, b⟩ => a + b) (1, 2) = 3", ir.True},
		// Set-builder notation over a range its condition bounds.
		{"({i : Nat | i < 5}.toFinset).card = 5", ir.True},
		{"{x ∈ [1, 2, 3, 4] | x % 2 = 0}.ncard = 2", ir.True},
		{"{k : ℕ | 10 ≤ k ∧ k < 100 ∧ k % 10 = 1}.ncard = 9", ir.True},
		{"({i : Nat | i < 3}.toFinset.image (fun i => i % 2)).card = 2", ir.True},
		{"{k : ℕ | k % 10 = 1}.ncard = 9", ir.Unknown},
		// String interpolation is one term: "a" ++ toString x ++ "b".
		{`s!"{3}/0" = "3/0"`, ir.True},
		{`s!"n = {2 * 3}!" = "n = 6!"`, ir.True},
		// (a, b, c) is (a, (b, c)).
		{"(1, 2, 3).2 = (2, 3)", ir.True},
		{"(1, 2, 3).2.2 = 3", ir.True},
		{"[(1, 2, 1)] = [(1, (2, 1))]", ir.True},
		{"(match (1, 2, 3) with | (a, b, c) => a + b + c) = 6", ir.True},
		// A definition by its type alone is curried: its value applies.
		{"[0, 1].myId = [0, 1]", ir.True},
		{"inc 3 = 4", ir.True},
		{"[1, 2, 3].foldl (· + ·) 0 = 6", ir.True},
		{"([3, 1, 2] |>.map (· * 2)) = [6, 2, 4]", ir.True},
		{"countVal 2 [2, 1, 2] = 2", ir.True},
		{"fact 5 = 120", ir.True},
		{"[2, 3, 4].myprod = 24", ir.True},
		{"isStrict [1, 2, 3] && !isStrict [1, 1]", ir.True},
		{"(let x := 3; x + 1) = 4", ir.True},
		{"(let rec f (n : Nat) : Nat := if n = 0 then 0 else n + f (n - 1); f 4) = 10", ir.True},
		{"\"ab\" < \"b\"", ir.True},
		{"[1, 2, 3][1]! = 2", ir.True},
		{"[1, 2, 3][5]? = none", ir.True},
		{"#[1, 2, 3][2]! = 3 ∧ #[1, 2].size = 2", ir.True},
		{"(5 : Int) = some 5", ir.True},
		{"(match (2, 3) with | (a, b) => a * b) = 6", ir.True},
		{"¬ (1 = 2) ↔ True", ir.True},
		{"if 1 < 2 then True else False", ir.True},
		{"[1, 2] ++ [3] = [1, 2, 3] ∧ 0 :: [1] = [0, 1]", ir.True},
	}
	for _, c := range cases {
		got, reason := evalIn(t, defs, c.term)
		if got != c.want {
			t.Errorf("%s = %s (%s), want %s", c.term, got, reason, c.want)
		}
	}
}

// TestVerinaShape: an F_precond/F_postcond pair becomes contract F with
// the doc comment as requirement and examples from annotations.
func TestVerinaShape(t *testing.T) {
	src := `/-- Return the index of the first occurrence of x.
@accept xs = [5, 7, 7], x = 7 -> 1
@reject xs = [5, 7, 7], x = 7 -> 2
-/
def firstIndex_precond (xs : List Int) (x : Int) : Prop :=
  x ∈ xs

def firstIndex_postcond (xs : List Int) (x : Int) (result : Nat) (h_precond : firstIndex_precond xs x) : Prop :=
  xs[result]! = x ∧ ∀ i < result, xs[i]! ≠ x
`
	m := ParseFile("f.lean", src)
	if len(m.Problems) > 0 || len(m.Contracts) != 1 {
		t.Fatalf("problems %v contracts %d", m.Problems, len(m.Contracts))
	}
	c := m.Contracts[0]
	if c.Name != "firstIndex" || len(c.Params) != 2 || len(c.Results) != 1 || c.Results[0].Name != "result" {
		t.Errorf("contract %+v", c)
	}
	if !strings.HasPrefix(c.Requirement, "Return the index") || len(c.Examples.Accepted) != 1 || len(c.Examples.Rejected) != 1 {
		t.Errorf("requirement %q examples %+v", c.Requirement, c.Examples)
	}
	if len(c.Requires()) != 1 || len(c.Ensures()) != 1 {
		t.Errorf("clauses %+v", c.Clauses)
	}
}

// TestSyntaxErrorsAndDepth: bad input gives diagnostics, not panics; the
// rest of the file is still read.
func TestSyntaxErrorsAndDepth(t *testing.T) {
	m := ParseFile("e.lean", "def broken (x : Nat) : Prop :=\n  x + + \n\ndef ok_postcond (x : Nat) (result : Nat) : Prop :=\n  result = x\n")
	if len(m.Problems) == 0 || m.Problems[0].R.Start.Line != 2 {
		t.Errorf("problems %v", m.Problems)
	}
	if _, ok := m.Funcs["ok_postcond"]; !ok {
		t.Errorf("the definition after the error was not read")
	}
	deep := strings.Repeat("(", 10000) + "1" + strings.Repeat(")", 10000)
	if _, probs := ParseExpr(deep); len(probs) == 0 || !strings.Contains(probs[0].Message, "nested") {
		t.Errorf("10 000-deep term: %v", probs)
	}
}

// FuzzParseFile: the Lean parser never panics.
func FuzzParseFile(f *testing.F) {
	f.Add(defs)
	f.Add("def f (x : Nat) : Prop := ∀ i < x, ∃ j ∈ [1, 2], i = j")
	f.Add("theorem t : 1 = 1 := by simp")
	f.Add("def f (x : Nat) (r : Int) : Prop := r = x - 5 ∧ (x - 5 : Int) < 0 ∧ let d : Int := x - 5; ∀ i, i + 5 = x → d < i")
	f.Add("def f (x : UInt8) : UInt8 := (x * 300 - 1).toUInt16.toUInt8\n| 0 => 1\n∧ x")
	f.Add("def p : Prop :=\n  match x with\n| 0 => a\n| _ => b\n∧ c\nd")
	f.Add("theorem iff_true_intro' (h : a) : a ↔ True := iff_of_true h ⟨⟩\ndef v : Prop := {1, 2} ⊆ ({1, 2, 3} : Set Nat)")
	f.Fuzz(func(t *testing.T, src string) {
		m := ParseFile("fuzz.lean", src)
		for _, p := range m.Problems {
			if p.R.Start.Line < 1 || p.Message == "" {
				t.Fatalf("bad problem %+v", p)
			}
		}
	})
}

// TestProdType: Prod α β is the same type as α × β.
func TestProdType(t *testing.T) {
	for _, text := range []string{"Prod Nat Int", "Nat × Int"} {
		ty := ParseType(text)
		if ty == nil || ty.Kind != ir.KTuple || len(ty.Args) != 2 || ty.Args[0].Kind != ir.KNat || ty.Args[1].Kind != ir.KInt {
			t.Errorf("%s: %v", text, ty)
		}
	}
}
