package difftest

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/internal/readme"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/nagini"
)

// minDecided is how many cases the evaluator must decide (CPython
// returning a value and ours equal to it, or CPython raising and ours
// ill-defined or unknown, do not count: only decided values do).
const minDecided = 500

// pythonTimeout bounds the one python3 run.
const pythonTimeout = 60 * time.Second

// TestCorpus checks the generator alone: deterministic, large enough, no
// duplicates, every category present.
func TestCorpus(t *testing.T) {
	a, b := Generate(), Generate()
	if !slices.Equal(a, b) {
		t.Fatal("Generate is not deterministic")
	}
	if len(a) < 700 {
		t.Fatalf("Generate made %d cases, want at least 700", len(a))
	}
	seen := map[string]int{}
	perCat := map[string]int{}
	for i, c := range a {
		if c.ID != i+1 {
			t.Errorf("case %d has ID %d", i+1, c.ID)
		}
		if prev, ok := seen[c.Text]; ok {
			t.Errorf("c%d repeats c%d: %s", c.ID, prev, c.Text)
		}
		seen[c.Text] = c.ID
		perCat[c.Category]++
	}
	for _, cat := range categories() {
		if perCat[cat.name] != cat.count {
			t.Errorf("category %s has %d cases, want %d", cat.name, perCat[cat.name], cat.count)
		}
	}
}

// TestCanon checks the Go canonicaliser on hand-made values against the
// wanted text, and (when python3 is there) against the script's canon of
// the same value written in Python.
func TestCanon(t *testing.T) {
	i := func(n int64) ir.Value { return ir.NewInt(n) }
	s := ir.Str
	seq := func(el ...ir.Value) ir.Value { return ir.Seq{Elems: el} }
	tup := func(el ...ir.Value) ir.Value { return ir.Tuple{Elems: el} }
	big := ir.BigInt(new(big.Int).Lsh(big.NewInt(1), 70))
	tests := []struct {
		v      ir.Value
		want   string
		python string
	}{
		{ir.Bool(true), "True", "True"},
		{ir.Bool(false), "False", "1 > 2"},
		{i(-3), "-3", "-3"},
		{big, "1180591620717411303424", "2 ** 70"},
		{s(`a"b\c` + "\n\x01\x7fé~"), `"a\"b\\c\n\u0001\u007f\u00e9~"`, `'a"b\\c\n\x01\x7f\xe9~'`},
		{ir.Char('x'), `"x"`, `"x"`},
		{seq(), "[]", "[]"},
		{ir.Seq{Str: true}, `""`, `""`},
		{seq(ir.Char('a'), ir.Char('b')), `["a", "b"]`, `list("ab")`},
		{seq(i(1), seq(i(2)), s("c")), `[1, [2], "c"]`, `[1, [2], "c"]`},
		{tup(), "()", "()"},
		{tup(i(1)), "(1,)", "(1,)"},
		{tup(i(1), ir.Bool(false), seq()), "(1, False, [])", "(1, False, [])"},
		{ir.Set{}, "set()", "set()"},
		{ir.MakeSet([]ir.Value{i(10), i(-2), i(3)}), "{-2, 10, 3}", "{3, 10, -2}"},
		{ir.MakeSet([]ir.Value{i(10), i(1)}), "{1, 10}", "{10, 1}"},
		{ir.MakeSet([]ir.Value{tup(i(1), s("b")), tup(i(1), s("a"))}), `{(1, "a"), (1, "b")}`, `{(1, "b"), (1, "a")}`},
		{ir.Map{}, "{}", "{}"},
		{ir.MakeMap([]ir.Value{i(10), i(2)}, []ir.Value{s("a"), i(0)}), `{10: "a", 2: 0}`, `{2: 0, 10: "a"}`},
		{ir.MakeMap([]ir.Value{i(10), i(1)}, []ir.Value{i(0), i(0)}), "{1: 0, 10: 0}", "{10: 0, 1: 0}"},
		{ir.MakeMap([]ir.Value{s("b"), s("a")}, []ir.Value{ir.MakeSet([]ir.Value{i(2)}), ir.Map{}}),
			`{"a": {}, "b": {2}}`, `{"b": {2}, "a": {}}`},
	}
	var cases []Case
	for k, c := range tests {
		got, err := Canon(c.v)
		if err != nil || got != c.want {
			t.Errorf("Canon(%s) = %s, %v; want %s", c.v, got, err, c.want)
		}
		cases = append(cases, Case{ID: k + 1, Category: "canon", Text: c.python})
	}
	for _, v := range []ir.Value{ir.Datatype{Ctor: "none"}, seq(ir.Multiset{}), ir.Seq{Elems: []ir.Value{i(1)}, Str: true}} {
		if s, err := Canon(v); err == nil {
			t.Errorf("Canon(%s) = %s with no error", v, s)
		}
	}
	if _, err := exec.LookPath("python3"); err != nil {
		return
	}
	ans, _, _, err := RunPython(context.Background(), cases, pythonTimeout)
	if err != nil {
		t.Fatal(err)
	}
	for k, c := range tests {
		if a := ans[k+1]; a.Kind != "OK" || a.Value != c.want {
			t.Errorf("the script's canon(%s) = %s %s; want %s", c.python, a.Kind, a.Value, c.want)
		}
	}
}

// allowedErrors are the exceptions each category may raise on purpose
// (a division by a random divisor that happens to be zero, an index out
// of range, a key not in the dict, min of an empty list, ...).
var allowedErrors = map[string][]string{
	"int":      {"ZeroDivisionError"},
	"bool":     {"ZeroDivisionError", "IndexError"},
	"cmp":      {"ZeroDivisionError"},
	"list":     {"IndexError", "ValueError", "TypeError"},
	"tuple":    {"IndexError", "ValueError"},
	"dict":     {"KeyError", "ValueError"},
	"set":      {"ValueError"},
	"str":      {"IndexError", "ValueError", "TypeError"},
	"compr":    {"ValueError"},
	"cond":     {"ZeroDivisionError", "IndexError"},
	"lambda":   {"ZeroDivisionError", "TypeError"},
	"errors":   {"ZeroDivisionError", "IndexError", "KeyError", "TypeError", "ValueError"},
	"boolint":  nil,
	"order":    nil,
	"contract": {"ZeroDivisionError", "IndexError"},
}

// TestPythonCorpus runs the corpus through CPython alone: every case must
// answer, with a value canon can print or with an exception its category
// allows, and few cases may raise outside the "errors" category.
func TestPythonCorpus(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not on PATH; skipping")
	}
	cases := Generate()
	ans, _, elapsed, err := RunPython(context.Background(), cases, pythonTimeout)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("python3 answered %d cases in %v", len(ans), elapsed.Round(time.Millisecond))
	errs := map[string]int{}
	perCat := map[string]int{}
	for _, c := range cases {
		a := ans[c.ID]
		perCat[c.Category]++
		switch a.Kind {
		case "OK":
		case "ERROR":
			errs[c.Category]++
			if !slices.Contains(allowedErrors[c.Category], a.Value) {
				t.Errorf("c%d [%s] raises %s: %s", c.ID, c.Category, a.Value, c.Text)
			}
		default:
			t.Errorf("c%d [%s] gives a value canon cannot print (%s): %s", c.ID, c.Category, a.Value, c.Text)
		}
	}
	for cat, n := range errs {
		switch {
		case cat == "errors":
			if n < perCat[cat]*2/3 {
				t.Errorf("only %d of %d cases of category errors raise", n, perCat[cat])
			}
		case n*4 > perCat[cat]:
			t.Errorf("%d of %d cases of category %s raise; want at most a quarter", n, perCat[cat], cat)
		}
	}
}

// ours is what specfaith's evaluator made of one case.
type ours struct {
	val     string // the canonical value, when decided
	status  ir.Status
	reason  string // why there is no value
	parse   bool   // ParseExpr reported a problem
	panic   bool
	elapsed time.Duration
}

func (o ours) decided() bool { return o.reason == "" && !o.panic }

func (o ours) String() string {
	switch {
	case o.panic:
		return "panic: " + o.reason
	case o.parse:
		return "parse error: " + o.reason
	case o.reason != "":
		return o.status.String() + ": " + o.reason
	}
	return o.val
}

func evaluate(text string) (o ours) {
	start := time.Now()
	defer func() {
		o.elapsed = time.Since(start)
		if p := recover(); p != nil {
			o = ours{panic: true, reason: fmt.Sprint(p), elapsed: time.Since(start)}
		}
	}()
	e, probs := nagini.ParseExpr(text)
	if len(probs) > 0 || e == nil {
		msgs := make([]string, len(probs))
		for i, p := range probs {
			msgs[i] = p.Message
		}
		if len(msgs) == 0 {
			msgs = []string{"no expression"}
		}
		return ours{status: ir.Unknown, parse: true, reason: strings.Join(msgs, "; ")}
	}
	ctx := ir.NewCtx(nagini.NewModule())
	v, stop := ctx.Eval(e, nil)
	if stop != nil {
		reason := stop.Reason
		if reason == "" {
			reason = "(no reason given)"
		}
		return ours{status: stop.Status, reason: reason}
	}
	if v == nil {
		return ours{status: ir.Unknown, reason: "Eval returned neither a value nor a stop"}
	}
	s, err := Canon(v)
	if err != nil {
		// A value Python cannot have: kept as decided, so that it is
		// reported as a disagreement.
		return ours{val: s + " (" + err.Error() + ")"}
	}
	return ours{val: s}
}

// TestDifferentialAgainstCPython evaluates the corpus with CPython and with
// specfaith's evaluator (nagini.ParseExpr and nagini.Library): whenever
// CPython returns a value, a value decided by the evaluator must equal it;
// whenever CPython raises, the evaluator must decide nothing (ill-defined
// or unknown). Undecided cases (parse errors, unknown, ill-defined) are
// listed, not failures, but at least minDecided cases must be decided.
//
// SPECFAITH_DIFFTEST_OUT=dir keeps the script, CPython's output and a
// results.tsv there.
func TestDifferentialAgainstCPython(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not on PATH; skipping the differential test")
	}
	cases := Generate()
	dir := os.Getenv("SPECFAITH_DIFFTEST_OUT")
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(name, data string) {
		if dir == "" {
			return
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Error(err)
		}
	}
	write("cases.py", Script(cases))

	ans, out, pyTime, err := RunPython(context.Background(), cases, pythonTimeout)
	write("python-output.txt", out)
	if err != nil {
		t.Fatal(err)
	}

	type row struct {
		c    Case
		py   Answer
		ours ours
	}
	rows := make([]row, len(cases))
	start := time.Now()
	slowest := 0
	for i, c := range cases {
		rows[i] = row{c, ans[c.ID], evaluate(c.Text)}
		if rows[i].ours.elapsed > rows[slowest].ours.elapsed {
			slowest = i
		}
	}
	evalTime := time.Since(start)

	var dump strings.Builder
	dump.WriteString("id\tcategory\tpython\tours\ttext\n")
	for _, r := range rows {
		fmt.Fprintf(&dump, "c%d\t%s\t%s %s\t%s\t%s\n", r.c.ID, r.c.Category, r.py.Kind, r.py.Value,
			strings.ReplaceAll(r.ours.String(), "\t", " "), r.c.Text)
	}
	write("results.tsv", dump.String())

	type tally struct{ total, pyErr, decided, agree, errUndecided, undecided, parse int }
	byCat := map[string]*tally{}
	var cats []string
	var all tally
	var disagree, undecided []row
	for _, r := range rows {
		tc := byCat[r.c.Category]
		if tc == nil {
			tc = &tally{}
			byCat[r.c.Category] = tc
			cats = append(cats, r.c.Category)
		}
		bump := func(f func(*tally)) { f(tc); f(&all) }
		bump(func(x *tally) { x.total++ })
		if r.ours.panic {
			t.Errorf("c%d: the evaluator panicked: %s\n  expr: %s", r.c.ID, r.ours.reason, r.c.Text)
			continue
		}
		switch r.py.Kind {
		case "ERROR":
			bump(func(x *tally) { x.pyErr++ })
			if r.ours.decided() {
				bump(func(x *tally) { x.decided++ })
				disagree = append(disagree, r)
			} else {
				bump(func(x *tally) { x.errUndecided++ })
			}
		case "OK":
			if !r.ours.decided() {
				bump(func(x *tally) { x.undecided++ })
				if r.ours.parse {
					bump(func(x *tally) { x.parse++ })
				}
				undecided = append(undecided, r)
				continue
			}
			bump(func(x *tally) { x.decided++ })
			if r.ours.val == r.py.Value {
				bump(func(x *tally) { x.agree++ })
			} else {
				disagree = append(disagree, r)
			}
		default:
			t.Errorf("c%d: CPython gave a value the harness cannot compare (%s %s): %s", r.c.ID, r.py.Kind, r.py.Value, r.c.Text)
		}
	}

	for _, cat := range cats {
		x := byCat[cat]
		t.Logf("  %-8s %3d cases: %3d decided (%3d agree), %3d undecided (%d parse errors), %2d CPython errors (%2d undecided by us)",
			cat, x.total, x.decided, x.agree, x.undecided, x.parse, x.pyErr, x.errUndecided)
	}
	t.Logf("%d cases: %d decided, %d agree, %d disagree; %d undecided where CPython has a value (%d parse errors); "+
		"%d CPython errors, %d of them undecided by us; python3 took %v, the evaluator %v (slowest c%d, %v)",
		all.total, all.decided, all.agree, len(disagree), all.undecided, all.parse, all.pyErr, all.errUndecided,
		pyTime.Round(time.Millisecond), evalTime.Round(time.Millisecond), rows[slowest].c.ID,
		rows[slowest].ours.elapsed.Round(time.Microsecond))
	illDefined := 0
	for _, r := range undecided {
		t.Logf("undecided c%d [%s]: %s\n    CPython: %s\n    ours:    %s", r.c.ID, r.c.Category, r.c.Text, r.py.Value, r.ours)
		if r.ours.status == ir.IllDefined && !r.ours.parse {
			illDefined++
		}
	}
	if illDefined > 0 {
		// Not counted as disagreements, but a contract CPython evaluates
		// without error should not be reported ill-defined.
		t.Logf("%d cases CPython evaluates without error are ill-defined for the evaluator:", illDefined)
		for _, r := range undecided {
			if r.ours.status == ir.IllDefined && !r.ours.parse {
				t.Logf("  ill-defined c%d [%s]: %s (CPython: %s; ours: %s)", r.c.ID, r.c.Category, r.c.Text, r.py.Value, r.ours.reason)
			}
		}
	}
	for _, r := range disagree {
		py := r.py.Value
		if r.py.Kind == "ERROR" {
			py = "raises " + py
		}
		t.Errorf("DISAGREEMENT c%d [%s]: %s\n    CPython: %s\n    ours:    %s", r.c.ID, r.c.Category, r.c.Text, py, r.ours)
	}
	if all.decided < minDecided {
		t.Errorf("the evaluator decided only %d of %d cases; want at least %d", all.decided, all.total, minDecided)
	}
	// The README quotes this run's numbers.
	q, err := readme.Quoted(readmeQuote)
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("%d %d", all.total, all.decided); q[0]+" "+q[1] != want || len(disagree) > 0 {
		t.Errorf("README.md says %s expressions, %s decided, all agree; this run: %d, %d decided, %d disagree (update the README)",
			q[0], q[1], all.total, all.decided, len(disagree))
	}
}

// readmeQuote is the README's sentence on this test.
var readmeQuote = regexp.MustCompile(`A differential test checks (\d+) generated expressions\s+against CPython \((\d+) decided, all agree`)
