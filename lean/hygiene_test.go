package lean

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// checkProblem checks the invariants of one problem's range.
func checkProblem(t *testing.T, src string, p ir.Problem) {
	t.Helper()
	if p.Severity != ir.SevWarning || p.Code != HygieneCode {
		t.Errorf("%v: severity %s code %q", p.R, p.Severity, p.Code)
	}
	for _, q := range []ir.Pos{p.R.Start, p.R.End} {
		if q.Offset < 0 || q.Offset > len(src) {
			t.Fatalf("offset %d outside the %d-byte source", q.Offset, len(src))
		}
		line := 1 + strings.Count(src[:q.Offset], "\n")
		col := q.Offset - (strings.LastIndexByte(src[:q.Offset], '\n') + 1) + 1
		if q.Line != line || q.Col != col {
			t.Errorf("position %+v: offset %d is %d:%d", q, q.Offset, line, col)
		}
	}
	if p.R.End.Offset < p.R.Start.Offset {
		t.Errorf("range %v ends before it starts", p.R)
	}
}

type flagged struct {
	text      string // the source the range covers
	line, col int
	why       string // a part of the message
}

func checkHygiene(t *testing.T, src string, want []flagged) {
	t.Helper()
	got := Hygiene(src)
	for _, p := range got {
		checkProblem(t, src, p)
	}
	if len(got) != len(want) {
		for _, p := range got {
			t.Logf("got %v %q: %s", p.R, src[p.R.Start.Offset:p.R.End.Offset], p.Message)
		}
		t.Fatalf("%d problems, want %d", len(got), len(want))
	}
	for i, w := range want {
		p := got[i]
		if text := src[p.R.Start.Offset:p.R.End.Offset]; text != w.text {
			t.Errorf("%d: covers %q, want %q", i, text, w.text)
		}
		if p.R.Start.Line != w.line || p.R.Start.Col != w.col {
			t.Errorf("%d: at %d:%d, want %d:%d", i, p.R.Start.Line, p.R.Start.Col, w.line, w.col)
		}
		if !strings.Contains(p.Message, w.why) {
			t.Errorf("%d: message %q lacks %q", i, p.Message, w.why)
		}
	}
}

const (
	notProof  = "a verified result that rests on `sorry` is not a proof"
	trustsCC  = "trusts the compiler"
	assumedAx = "an `axiom` is assumed, not proved"
)

func TestHygieneFindsTokens(t *testing.T) {
	src := `theorem a : 1 = 1 := by sorry
theorem b : 2 = 2 := by admit
theorem c : 3 = 3 := sorryAx _
example : 10 < 20 := by native_decide
example : 10 < 30 := by decide +native
axiom choice_of_größe : ∀ n : Nat, n = n
private axiom
  «weird name» : False
def f (n : Nat) : Nat := if n = 0 then 0 else (sorry : Nat)
`
	checkHygiene(t, src, []flagged{
		{"sorry", 1, 25, notProof},
		{"admit", 2, 25, "`admit` closes the goal with `sorry`: " + notProof},
		{"sorryAx", 3, 22, notProof},
		{"native_decide", 4, 25, "`native_decide` " + trustsCC},
		{"+native", 5, 32, "`decide +native` " + trustsCC},
		{"axiom choice_of_größe", 6, 1, assumedAx + ": `choice_of_größe` is taken as true without proof"},
		{"axiom\n  «weird name»", 7, 9, "`«weird name»`"},
		{"sorry", 9, 48, notProof},
	})
}

func TestHygieneByteColumnsAfterNonASCII(t *testing.T) {
	// α, ∀ and → are 2, 3 and 3 bytes: the byte column is past the
	// character column.
	src := "theorem t (α : Type) : ∀ x : α, x = x → True := fun _ _ => sorry\r\nexample : True := sorry\n"
	checkHygiene(t, src, []flagged{
		{"sorry", 1, 66, notProof},
		{"sorry", 2, 19, notProof},
	})
	if p := Hygiene(src)[0]; p.R.End.Col != 71 || p.R.Start.Offset != 65 {
		t.Errorf("range %v offset %d", p.R, p.R.Start.Offset)
	}
}

func TestHygieneIgnoresCommentsStringsAndOtherIdentifiers(t *testing.T) {
	src := `-- sorry in a line comment; admit; axiom; native_decide
/- a block comment: sorry
   /- nested: sorry -/ still a comment: admit
-/
/-- A doc comment saying the proof uses sorry and an axiom. -/
/-! Module doc: native_decide -/
def s1 := "sorry"
def s2 := "a \"quoted\" sorry and an axiom \\"
def s3 := r"raw sorry"
def s4 := r#"raw "with quotes" sorry"#
def s5 := s!"interpolated text: sorry {1 + 1} admit"
def c1 := 's'
def c2 := '\''
def c3 := '"'
def sorry_free := 1
def sorryFree := sorry_free
def sorry' := 2
theorem no_sorry_here : True := trivial
def admitted := Foo.sorry
def h := x.admit
#print axioms no_sorry_here
def n1 := ` + "`sorry" + `
def n2 := ` + "``sorryAx" + `
def n3 := ` + "`native_decide" + `
def g1 := «sorry»
def native_decide_free := decide
def decide' := 1 + native
theorem t' (h' : 1 = 1) : h' = h' := rfl
`
	checkHygiene(t, src, nil)
}

func TestHygieneInterpolatedStringCode(t *testing.T) {
	src := `def a := s!"value {sorry} and {"sorry" ++ s!"{admit}"}"
def b := m!"{x} then sorry"
def c := f!"{ { x := 1 }.x } {native_decide}"
`
	checkHygiene(t, src, []flagged{
		{"sorry", 1, 20, notProof},
		{"admit", 1, 47, notProof},
		{"native_decide", 3, 31, trustsCC},
	})
}

func TestHygieneStopsAtExitAndUnterminated(t *testing.T) {
	checkHygiene(t, "example : True := sorry\n#exit\nexample : True := sorry\n", []flagged{{"sorry", 1, 19, notProof}})
	checkHygiene(t, "def x := #exitnot\nexample : True := sorry\n", []flagged{{"sorry", 2, 19, notProof}})
	checkHygiene(t, "example : True := sorry /- unterminated sorry", []flagged{{"sorry", 1, 19, notProof}})
	checkHygiene(t, "def s := \"unterminated sorry\nexample : True := sorry", nil)
	checkHygiene(t, "def s := r##\"raw \"# sorry", nil)
	checkHygiene(t, "def s := s!\"{ sorry", []flagged{{"sorry", 1, 15, notProof}})
	checkHygiene(t, "axiom", []flagged{{"axiom", 1, 1, assumedAx}})
	checkHygiene(t, "", nil)
}

func TestHygieneBounded(t *testing.T) {
	src := strings.Repeat("example : True := sorry\n", 1000)
	if n := len(Hygiene(src)); n != maxHygieneProblems {
		t.Errorf("%d problems, want the bound %d", n, maxHygieneProblems)
	}
	// Deeply nested interpolation neither recurses without bound nor panics.
	deep := "def d := " + strings.Repeat(`s!"{`, 10000) + "sorry" + strings.Repeat(`}"`, 10000)
	for _, p := range Hygiene(deep) {
		checkProblem(t, deep, p)
	}
}

func FuzzHygiene(f *testing.F) {
	for _, s := range []string{
		"example : True := sorry", "/- /- -/ sorry", `s!"{sorry`, "'\\", "`", "«sorry", "axiom «", "r#\"",
		"decide +native", "#exit", "\xff\xfesorry", "x.sorry", "'a'sorry",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		ps := Hygiene(src)
		if len(ps) > maxHygieneProblems {
			t.Fatalf("%d problems", len(ps))
		}
		for _, p := range ps {
			checkProblem(t, src, p)
		}
	})
}
