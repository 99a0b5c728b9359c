package nagini

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
)

func applyEdits(t *testing.T, src string, edits []ir.Edit) string {
	t.Helper()
	var sb strings.Builder
	at := 0
	for _, e := range edits {
		if e.Start < at || e.End < e.Start || e.End > len(src) {
			t.Fatalf("edits out of order or range: %+v", edits)
		}
		sb.WriteString(src[at:e.Start])
		sb.WriteString(e.Text)
		at = e.End
	}
	sb.WriteString(src[at:])
	return sb.String()
}

func contractNamed(t *testing.T, m *ir.Module, name string) *ir.Contract {
	t.Helper()
	if len(m.Problems) > 0 {
		t.Fatalf("%s: %v", m.Path, m.Problems)
	}
	for _, c := range m.Contracts {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no contract %s", name)
	return nil
}

// ensuresHold evaluates every Ensures of c with the parameters and result
// bound (the pre-state equal to the inputs).
func ensuresHold(t *testing.T, m *ir.Module, c *ir.Contract, vals map[string]int64) bool {
	t.Helper()
	var env *ir.Env
	old := map[string]ir.Value{}
	for n, v := range vals {
		env = env.BindState(n, ir.NewInt(v))
		old[n] = ir.NewInt(v)
	}
	for _, cl := range c.Ensures() {
		ctx := ir.NewCtx(m)
		ctx.Old = old
		st, stop := ctx.Check(cl.Expr, env)
		if stop != nil {
			t.Fatalf("%s with %v: %v", cl.Text, vals, stop)
		}
		if st == ir.False {
			return false
		}
	}
	return true
}

// lineOf returns the line of text holding sub, and the line before it.
func lineOf(t *testing.T, text, sub string) (string, string) {
	t.Helper()
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.Contains(l, sub) {
			if i == 0 {
				return l, ""
			}
			return l, lines[i-1]
		}
	}
	t.Fatalf("%q not in\n%s", sub, text)
	return "", ""
}

func indentOf(line string) string { return line[:len(line)-len(strings.TrimLeft(line, " \t"))] }

// TestAddEnsuresSqrt: the integer square root's missing upper bound,
// added after its one Ensures, now rejects 0 for n = 10 and still accepts 3.
func TestAddEnsuresSqrt(t *testing.T) {
	b, err := os.ReadFile("../examples/nagini/sqrt.py")
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	m := ParseFile("sqrt.py", src)
	c := contractNamed(t, m, "isqrt")
	if !ensuresHold(t, m, c, map[string]int64{"n": 10, "result": 0}) {
		t.Fatal("before the edit, n = 10 -> 0 should pass the weak postcondition")
	}
	const clause = "n < (Result() + 1) * (Result() + 1)"
	edits, err := AddEnsures(src, c, clause)
	if err != nil {
		t.Fatal(err)
	}
	if len(edits) != 1 {
		t.Fatalf("edits: %+v", edits)
	}
	out := applyEdits(t, src, edits)
	line, prev := lineOf(t, out, clause)
	if strings.TrimSpace(line) != "Ensures("+clause+")" || strings.TrimSpace(prev) != "Ensures(Result() * Result() <= n)" {
		t.Errorf("inserted %q after %q", line, prev)
	}
	body, _ := lineOf(t, out, "r = 0")
	if indentOf(line) != indentOf(body) || indentOf(line) == "" {
		t.Errorf("inserted line indented %q, body %q", indentOf(line), indentOf(body))
	}
	if out[:edits[0].Start] != src[:edits[0].Start] || out[edits[0].Start+len(edits[0].Text):] != src[edits[0].Start:] {
		t.Error("the edit changed more than it inserted")
	}

	m2 := ParseFile("sqrt.py", out)
	c2 := contractNamed(t, m2, "isqrt")
	if len(c2.Ensures()) != 2 || len(c2.Requires()) != 1 {
		t.Fatalf("after the edit: %d ensures, %d requires", len(c2.Ensures()), len(c2.Requires()))
	}
	for r, want := range map[int64]bool{0: false, 3: true, 4: false} {
		if got := ensuresHold(t, m2, c2, map[string]int64{"n": 10, "result": r}); got != want {
			t.Errorf("n = 10, result %d: postcondition %v, want %v", r, got, want)
		}
	}
	// The docstring's @reject n = 10 -> 0 is now caught as well as -> 4.
	if met := analyzers.Compute(context.Background(), m2, c2); met.NegativeTestRejection.Ratio() != "2/2" {
		t.Errorf("R− after the edit: %s, want 2/2", met.NegativeTestRejection.Ratio())
	}
}

// TestAddEnsuresPlacement: after the last Requires when there is no
// Ensures, after the docstring when there is neither, first in the body
// without one, after __init__'s trailing Ensures; line endings and a
// missing final newline are kept.
func TestAddEnsuresPlacement(t *testing.T) {
	tests := []struct {
		name, fn, src, clause, want string
	}{
		{"requires only", "half",
			"def half(n: int) -> int:\n    Requires(n >= 0)\n    Requires(n < 100)\n    return n // 2\n",
			"Result() * 2 <= n",
			"def half(n: int) -> int:\n    Requires(n >= 0)\n    Requires(n < 100)\n    Ensures(Result() * 2 <= n)\n    return n // 2\n"},
		{"docstring only", "inc",
			"def inc(x: int) -> int:\n  \"\"\"Add one.\n\n  @accept x = 1 -> 2\n  \"\"\"\n  return x + 1\n",
			"Result() == x + 1",
			"def inc(x: int) -> int:\n  \"\"\"Add one.\n\n  @accept x = 1 -> 2\n  \"\"\"\n  Ensures(Result() == x + 1)\n  return x + 1\n"},
		{"multi-line ensures, in a class", "C.m",
			"class C:\n    def m(self, x: int) -> int:\n        Ensures(Result() >= x and\n                Result() >= 0)\n        return max(x, 0)\n",
			"Result() == max(x, 0)",
			"class C:\n    def m(self, x: int) -> int:\n        Ensures(Result() >= x and\n                Result() >= 0)\n        Ensures(Result() == max(x, 0))\n        return max(x, 0)\n"},
		{"__init__ after its fields", "Account.__init__",
			"class Account:\n    def __init__(self, balance: int) -> None:\n        Requires(balance >= 0)\n        self.balance = balance\n        Ensures(Acc(self.balance))\n        Ensures(self.balance == balance)\n\n    def get(self) -> int:\n        return self.balance\n",
			"self.balance >= 0",
			"class Account:\n    def __init__(self, balance: int) -> None:\n        Requires(balance >= 0)\n        self.balance = balance\n        Ensures(Acc(self.balance))\n        Ensures(self.balance == balance)\n        Ensures(self.balance >= 0)\n\n    def get(self) -> int:\n        return self.balance\n"},
		{"CRLF", "f",
			"def f(x: int) -> int:\r\n\tEnsures(Result() > x)\r\n\treturn x + 1\r\n",
			"Result() == x + 1",
			"def f(x: int) -> int:\r\n\tEnsures(Result() > x)\r\n\tEnsures(Result() == x + 1)\r\n\treturn x + 1\r\n"},
		{"no final newline", "f",
			"def f(x: int) -> int:\n    Ensures(Result() > x)",
			"  Result() != x  ",
			"def f(x: int) -> int:\n    Ensures(Result() > x)\n    Ensures(Result() != x)"},
	}
	for _, tc := range tests {
		addsClause(t, tc.name, tc.src, tc.fn, tc.clause, tc.want, ir.Ensures, AddEnsures)
	}

	// The docstring-only function's new postcondition is evaluated.
	src := tests[1].src
	m := ParseFile("t.py", src)
	edits, _ := AddEnsures(src, contractNamed(t, m, "inc"), "Result() == x + 1")
	m2 := ParseFile("t.py", applyEdits(t, src, edits))
	c2 := contractNamed(t, m2, "inc")
	if !ensuresHold(t, m2, c2, map[string]int64{"x": 1, "result": 2}) || ensuresHold(t, m2, c2, map[string]int64{"x": 1, "result": 3}) {
		t.Error("inc: Result() == x + 1 not evaluated as written")
	}
}

// TestAddEnsuresNoContract: a def with neither clauses nor docstring gets
// the Ensures as its first statement, indented like the body (comment
// lines before it are skipped).
func TestAddEnsuresNoContract(t *testing.T) {
	src := "@Pure\ndef f(x: int,\n      y: int) -> int:\n\n    # the sum\n    return x + y\n\ndef g() -> None: pass\n"
	defAt := strings.Index(src, "def f")
	end := strings.Index(src, "-> int:") + len("-> int:")
	c := &ir.Contract{Name: "f", R: ir.Range{Start: ir.Pos{Offset: defAt, Line: 2}, End: ir.Pos{Offset: end, Line: 3}}}
	edits, err := AddEnsures(src, c, "Result() == x + y")
	if err != nil {
		t.Fatal(err)
	}
	want := "@Pure\ndef f(x: int,\n      y: int) -> int:\n\n    # the sum\n    Ensures(Result() == x + y)\n    return x + y\n\ndef g() -> None: pass\n"
	if out := applyEdits(t, src, edits); out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	// A body on the def's own line has no statement to go before.
	gAt := strings.Index(src, "def g")
	g := &ir.Contract{Name: "g", R: ir.Range{Start: ir.Pos{Offset: gAt, Line: 8}, End: ir.Pos{Offset: len(src) - 1, Line: 8}}}
	if _, err := AddEnsures(src, g, "True"); err == nil {
		t.Error("g: no error for a one-line def")
	}
}

// TestAddEnsuresRefuses: clause texts that would not stay one expression
// on one line, and contracts that do not belong to the source.
func TestAddEnsuresRefuses(t *testing.T) {
	src := "def f(x: int) -> int:\n    Ensures(Result() > x)\n    return x + 1\n"
	c := contractNamed(t, ParseFile("t.py", src), "f")
	for _, clause := range []string{"", "x +", "Result() > x  # why", "Result() >\nx", "Result() > \\\n x", "a) or (b", "x, y"} {
		if edits, err := AddEnsures(src, c, clause); err == nil {
			t.Errorf("%q: accepted, %+v", clause, edits)
		}
	}
	if _, err := AddEnsures(src, c, `Result() != "#"`); err != nil {
		t.Errorf("a # inside a string: %v", err)
	}
	other := "\n\n" + src
	if _, err := AddEnsures(other, c, "Result() != x"); err == nil {
		t.Error("a contract read from another source: accepted")
	}
}

// TestAddRequiresPlacement: after the last Requires, else before the
// first Ensures, else first in the body; read back as a precondition.
func TestAddRequiresPlacement(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"after requires",
			"def half(n: int) -> int:\n    Requires(n < 100)\n    Ensures(Result() == n // 2)\n    return n // 2\n",
			"def half(n: int) -> int:\n    Requires(n < 100)\n    Requires(n >= 0)\n    Ensures(Result() == n // 2)\n    return n // 2\n"},
		{"before ensures, CRLF",
			"def half(n: int) -> int:\r\n\t\"\"\"Half.\"\"\"\r\n\tEnsures(Result() == n // 2)\r\n\treturn n // 2\r\n",
			"def half(n: int) -> int:\r\n\t\"\"\"Half.\"\"\"\r\n\tRequires(n >= 0)\r\n\tEnsures(Result() == n // 2)\r\n\treturn n // 2\r\n"},
		{"docstring only",
			"def half(n: int) -> int:\n    \"\"\"Half.\n\n    @accept n = 4 -> 2\n    \"\"\"\n    return n // 2\n",
			"def half(n: int) -> int:\n    \"\"\"Half.\n\n    @accept n = 4 -> 2\n    \"\"\"\n    Requires(n >= 0)\n    return n // 2\n"},
	}
	for _, tc := range tests {
		addsClause(t, tc.name, tc.src, "half", "n >= 0", tc.want, ir.Requires, AddRequires)
	}
	if _, err := AddRequires(tests[0].src, contractNamed(t, ParseFile("t.py", tests[0].src), "half"), "n >= # no"); err == nil {
		t.Error("a clause holding a comment was inserted")
	}
}

// addsClause applies add to contract fn of src and checks the text it
// makes and that the file reads back with one more clause of the kind,
// the clause added last among them.
func addsClause(t *testing.T, name, src, fn, clause, want string, kind ir.ClauseKind, add func(string, *ir.Contract, string) ([]ir.Edit, error)) {
	t.Helper()
	of := func(c *ir.Contract) []ir.Clause {
		if kind == ir.Requires {
			return c.Requires()
		}
		return c.Ensures()
	}
	c := contractNamed(t, ParseFile("t.py", src), fn)
	edits, err := add(src, c, clause)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	out := applyEdits(t, src, edits)
	if out != want {
		t.Errorf("%s: got\n%q\nwant\n%q", name, out, want)
		return
	}
	got := of(contractNamed(t, ParseFile("t.py", out), fn))
	if n := len(got); n != len(of(c))+1 || got[n-1].Text != strings.TrimSpace(clause) {
		t.Errorf("%s: read back %d %s clauses", name, n, kind)
	}
}

func TestAddAssertPlacement(t *testing.T) {
	src := "def f(xs: List[int]) -> int:\n" +
		"    Requires(Acc(list_pred(xs)))\n" +
		"    k = 0\n" +
		"    while (k <\n" +
		"           len(xs)):\n" +
		"        Invariant(Acc(list_pred(xs)))\n" +
		"        if xs[k] > 0:\n" +
		"            pass\n" +
		"\n" +
		"        # the step\n" +
		"        k = k + 1\n" +
		"    return k\n"
	at := func(text string) ir.Range {
		i := strings.Index(src, text)
		return ir.Range{Start: ir.Pos{Offset: i}, End: ir.Pos{Offset: i + len(text)}}
	}
	tests := []struct {
		stmt   string
		before bool
		want   string // the line after which Assert(c) sits, at the indentation of stmt
	}{
		{"k = k + 1", true, "        # the step\n        Assert(c)\n        k = k + 1\n"},
		{"while (k <\n           len(xs)):", false, "        k = k + 1\n    Assert(c)\n    return k\n"},
		{"k = 0", false, "    k = 0\n    Assert(c)\n    while"},
		{"if xs[k] > 0:", false, "            pass\n        Assert(c)\n\n"},
		{"return k", false, "    return k\n    Assert(c)\n"},
	}
	for _, tc := range tests {
		es, err := AddAssert(src, at(tc.stmt), tc.before, "c")
		if err != nil {
			t.Errorf("%q: %v", tc.stmt, err)
			continue
		}
		got := applyEdits(t, src, es)
		if !strings.Contains(got, tc.want) {
			t.Errorf("%q (before %v): want %q in\n%s", tc.stmt, tc.before, tc.want, got)
		}
	}
	// Not at the start of a line; a clause that would end the line.
	if _, err := AddAssert(src, at("xs[k] > 0:"), true, "c"); err == nil {
		t.Errorf("a statement that does not start its line was accepted")
	}
	if _, err := AddAssert(src, at("k = k + 1"), true, "c) # x"); err == nil {
		t.Errorf("a clause with a comment was accepted")
	}
}
