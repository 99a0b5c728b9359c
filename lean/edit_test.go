package lean

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// addEnsures parses src, adds clause to contract name's postcondition
// and returns the new text, checking the edits' shape.
func addEnsures(t *testing.T, src, name, clause string) (string, *ir.Module) {
	t.Helper()
	m := ParseFile("t.lean", src)
	if hasError(m.Problems) {
		t.Fatalf("%v", m.Problems)
	}
	c := contractNamed(m, name)
	if c == nil {
		t.Fatalf("no contract %s", name)
	}
	edits, err := AddEnsures(src, c, clause)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range edits {
		if e.Start > e.End || i > 0 && e.Start < edits[i-1].End {
			t.Fatalf("edits out of order: %+v", edits)
		}
	}
	out := applyEdits(src, edits)
	m2 := ParseFile("t.lean", out)
	if hasError(m2.Problems) {
		t.Fatalf("%s\n%v", out, m2.Problems)
	}
	return out, m2
}

// verdict evaluates contract name's postcondition on inputs and result.
func verdict(t *testing.T, m *ir.Module, name string, result string, inputs ...string) ir.Status {
	t.Helper()
	c := contractNamed(m, name)
	var env *ir.Env
	bind := func(p ir.Param, text string) {
		v, err := ParseValue(text)
		if err == nil {
			v, err = ir.Coerce(v, p.Type)
		}
		if err != nil {
			t.Fatal(err)
		}
		env = env.BindState(p.Name, v)
	}
	for i, p := range c.Params {
		bind(p, inputs[i])
	}
	bind(c.Results[0], result)
	st := ir.True
	for _, cl := range c.Ensures() {
		s, _ := ir.NewCtx(m).Check(cl.Expr, env)
		if s != ir.True {
			st = s
		}
	}
	return st
}

const isqrt = `/-- The integer square root of n. -/
def isqrt_precond (n : Nat) : Prop := True

def isqrt_postcond (n : Nat) (result : Nat) (h_precond : isqrt_precond n) : Prop := result * result ≤ n
`

func TestAddEnsuresAppends(t *testing.T) {
	m := ParseFile("t.lean", isqrt)
	if got := verdict(t, m, "isqrt", "0", "10"); got != ir.True {
		t.Fatalf("the weak spec should accept 0 for 10, got %v", got)
	}
	out, m2 := addEnsures(t, isqrt, "isqrt", "n < (result + 1) * (result + 1)")
	want := strings.Replace(isqrt, "≤ n\n", "≤ n ∧\n  n < (result + 1) * (result + 1)\n", 1)
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	for _, c := range []struct {
		result string
		want   ir.Status
	}{{"0", ir.False}, {"3", ir.True}, {"4", ir.False}} {
		if got := verdict(t, m2, "isqrt", c.result, "10"); got != c.want {
			t.Errorf("isqrt 10 = %s: %v, want %v", c.result, got, c.want)
		}
	}
}

const absSpec = `def myAbs_precond (x : Int) : Prop := True

def myAbs_postcond (x : Int) (result : Int) (h_precond : myAbs_precond x) : Prop :=
  result = x ∨ result = -x

def other (x : Int) : Int := x
`

func TestAddEnsuresWrapsDisjunction(t *testing.T) {
	out, m := addEnsures(t, absSpec, "myAbs", "result ≥ 0")
	if !strings.Contains(out, ":=\n  (result = x ∨ result = -x) ∧\n  result ≥ 0\n\ndef other") {
		t.Errorf("not wrapped:\n%s", out)
	}
	if got := verdict(t, m, "myAbs", "-3", "-3"); got != ir.False {
		t.Errorf("-3 for -3: %v, want rejected", got)
	}
	if got := verdict(t, m, "myAbs", "3", "-3"); got != ir.True {
		t.Errorf("3 for -3: %v, want accepted", got)
	}
}

func TestAddEnsuresShapes(t *testing.T) {
	const head = "def f_postcond (xs : List Nat) (result : Nat) (h_precond : True) : Prop :="
	cases := []struct {
		body, clause, want string
	}{
		// a conjunction on its own lines: the clause takes its indentation
		{"\n    result ∈ xs ∧\n    result > 0", "result < 10", "\n    result ∈ xs ∧\n    result > 0 ∧\n    result < 10"},
		// a clause looser than ∧ is parenthesised
		{" result ∈ xs", "result = 0 ∨ result > 1", " result ∈ xs ∧\n  (result = 0 ∨ result > 1)"},
		{" result ∈ xs", "(result = 0 ∨ result > 1)", " result ∈ xs ∧\n  (result = 0 ∨ result > 1)"},
		// quantifiers, lets, ifs, trailing lambdas extend to the right
		{"\n  ∀ x ∈ xs, x ≤ result", "result ∈ xs", "\n  (∀ x ∈ xs, x ≤ result) ∧\n  result ∈ xs"},
		{"\n  result ∈ xs ∧ ∀ x ∈ xs, x ≤ result", "result > 0", "\n  (result ∈ xs ∧ ∀ x ∈ xs, x ≤ result) ∧\n  result > 0"},
		{"\n  xs.all fun x => x ≤ result", "result ∈ xs", "\n  (xs.all fun x => x ≤ result) ∧\n  result ∈ xs"},
		{"\n  let m := xs.foldl max 0\n  result = m", "result ∈ xs", "\n  (let m := xs.foldl max 0\n  result = m) ∧\n  result ∈ xs"},
		{" if xs = [] then result = 0 else result ∈ xs", "result < 5", " (if xs = [] then result = 0 else result ∈ xs) ∧\n  result < 5"},
		{"\n  (result = 0 → xs = []) ∧ (xs = [] → result = 0)", "result ≤ 9", "\n  (result = 0 → xs = []) ∧ (xs = [] → result = 0) ∧\n  result ≤ 9"},
		{"\n  result = 0 → xs = []", "result ≤ 9", "\n  (result = 0 → xs = []) ∧\n  result ≤ 9"},
		{"\n  result = 0 ↔ xs = []", "result ≤ 9", "\n  (result = 0 ↔ xs = []) ∧\n  result ≤ 9"},
		// a body in parentheses is already atomic
		{"\n  (result = 0 ∨ result ∈ xs)", "result ≤ 9", "\n  (result = 0 ∨ result ∈ xs) ∧\n  result ≤ 9"},
		// Lean does not mix && and ∧ at the same level
		{" result > 0 && result < 9", "result ∈ xs", " (result > 0 && result < 9) ∧\n  result ∈ xs"},
		{" ¬ result = 0", "result ∈ xs", " ¬ result = 0 ∧\n  result ∈ xs"},
		{" match xs with\n  | [] => result = 0\n  | x :: _ => result = x", "result < 9", " (match xs with\n  | [] => result = 0\n  | x :: _ => result = x) ∧\n  result < 9"},
	}
	for _, c := range cases {
		src := head + c.body + "\n"
		out, m := addEnsures(t, src, "f", c.clause)
		if want := head + c.want + "\n"; out != want {
			t.Errorf("%q + %q:\n got %q\nwant %q", c.body, c.clause, out, want)
			continue
		}
		// The new postcondition is the old one and the clause.
		old := ParseFile("t.lean", src)
		for _, in := range []struct{ xs, r string }{{"[]", "0"}, {"[1, 5]", "5"}, {"[3]", "1"}, {"[12]", "12"}} {
			cl, _ := ParseExpr(c.clause)
			env := (*ir.Env)(nil).BindState("xs", mustValue(t, in.xs)).BindState("result", mustValue(t, in.r))
			was, _ := ir.NewCtx(old).Check(contractNamed(old, "f").Ensures()[0].Expr, env)
			extra, _ := ir.NewCtx(old).Check(cl, env)
			now, _ := ir.NewCtx(m).Check(contractNamed(m, "f").Ensures()[0].Expr, env)
			want := ir.False
			if was == ir.True && extra == ir.True {
				want = ir.True
			}
			if now != want {
				t.Errorf("%q + %q on xs=%s result=%s: %v, want %v", c.body, c.clause, in.xs, in.r, now, want)
			}
		}
	}
}

func mustValue(t *testing.T, text string) ir.Value {
	t.Helper()
	v, err := ParseValue(text)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestAddEnsuresPrintedClause(t *testing.T) {
	// The printer's output is what a quick-fix adds.
	e, _ := ParseExpr("∀ i < result, i * i ≤ n")
	clause, err := Print(e)
	if err != nil {
		t.Fatal(err)
	}
	_, m := addEnsures(t, isqrt, "isqrt", clause)
	if got := verdict(t, m, "isqrt", "3", "10"); got != ir.True {
		t.Errorf("3 for 10: %v", got)
	}
}

func TestAddEnsuresErrors(t *testing.T) {
	m := ParseFile("t.lean", isqrt)
	c := contractNamed(m, "isqrt")
	if _, err := AddEnsures(isqrt, c, "result ≤ ("); err == nil {
		t.Error("a clause that does not parse was accepted")
	}
	if _, err := AddEnsures(isqrt, c, "  "); err == nil {
		t.Error("an empty clause was accepted")
	}
	// Parenthesising would move the let one column right, and the line
	// continuing its value with an argument (Lean checks that column)
	// would then end it: refused, not mis-edited.
	head := "def f_postcond (xs : List Nat) (result : Nat) (h_precond : True) : Prop := "
	layout := head + "let m := List.length\n" + strings.Repeat(" ", len(head)+1) + "xs\n  result = m\n"
	lm := ParseFile("t.lean", layout)
	if hasError(lm.Problems) {
		t.Fatal(lm.Problems)
	}
	if edits, err := AddEnsures(layout, contractNamed(lm, "f"), "result > 0"); err == nil {
		t.Errorf("layout-changing edit accepted:\n%s", applyEdits(layout, edits))
	}
	noPost := &ir.Contract{Name: "g", Clauses: []ir.Clause{{Kind: ir.Requires}}}
	if _, err := AddEnsures(isqrt, noPost, "True"); err == nil || !strings.Contains(err.Error(), "no postcondition") {
		t.Errorf("a contract without ensures: %v", err)
	}
}

func TestAddRequires(t *testing.T) {
	const sub = `def diff_precond (a : Nat) (b : Nat) : Prop := True

def diff_postcond (a : Nat) (b : Nat) (result : Nat) (h_precond : diff_precond a b) : Prop :=
  result = a - b
`
	const both = `def diff_precond (a : Nat) (b : Nat) : Prop :=
  a > 0 ∨ b > 0

def diff_postcond (a : Nat) (b : Nat) (result : Nat) (h_precond : diff_precond a b) : Prop :=
  result = a - b
`
	for _, c := range []struct{ src, want string }{
		{sub, "def diff_precond (a : Nat) (b : Nat) : Prop := b ≤ a\n"},
		{both, "def diff_precond (a : Nat) (b : Nat) : Prop :=\n  (a > 0 ∨ b > 0) ∧\n  b ≤ a\n"},
	} {
		m := ParseFile("t.lean", c.src)
		edits, err := AddRequires(c.src, contractNamed(m, "diff"), "b ≤ a")
		if err != nil {
			t.Fatal(err)
		}
		out := applyEdits(c.src, edits)
		if !strings.HasPrefix(out, c.want) {
			t.Errorf("got\n%s\nwant it to start\n%s", out, c.want)
		}
		k := contractNamed(ParseFile("t.lean", out), "diff")
		if reqs := clausesOf(k, ir.Requires); len(reqs) != 1 || !strings.Contains(mustPrint(t, reqs[0].Expr), "b ≤ a") {
			t.Errorf("the precondition does not read with the guard: %+v", reqs)
		}
	}
	const thm = `def f (a b : Nat) : Nat := a - b
theorem f_spec (a b : Nat) (h : 0 < a) : f a b ≤ a := by omega
`
	m := ParseFile("t.lean", thm)
	c := contractNamed(m, "f")
	if c == nil {
		t.Fatal("the theorem is not read as f's contract")
	}
	if _, err := AddRequires(thm, c, "b ≤ a"); err == nil {
		t.Errorf("a theorem's hypotheses were edited")
	}
}

func mustPrint(t *testing.T, e ir.Expr) string {
	t.Helper()
	s, err := Print(e)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
