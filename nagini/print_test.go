package nagini

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/nagini/difftest"
	"github.com/specfaith/specfaith/spec"
)

// TestPrintTable: contract text, parsed and lowered, prints as expected.
func TestPrintTable(t *testing.T) {
	tests := []struct{ in, want string }{
		// Nagini's contract functions
		{"Result() * Result() <= n", ""},
		{"Implies(Result() >= 0, xs[Result()] == x)", ""},
		{"Implies(Result() < len(xs), xs[Result()] == x)", ""},
		{"self.balance == Old(self.balance) + amount", ""},
		{"Forall(int, lambda i: Implies(0 <= i and i < len(xs), xs[i] >= 0))", ""},
		{"Forall(int, lambda i: Implies(0 <= i < len(xs) - 1, xs[i] <= xs[i + 1]))", ""},
		{"Exists(int, lambda i: 0 <= i and i < len(xs) and xs[i] == x)", ""},
		{"Forall(bool, lambda b: b or not b)", ""},
		{"Forall(xs, lambda x: x > 0)", ""},
		{"Exists(xs, lambda x: x == Result())", ""},
		{"Forall(xs, lambda x: x)", ""},
		{"Forall(int, lambda i: xs[i] if i in xs else True)", ""},
		{"Implies(xs, len(xs) > 0)", ""},
		{"Forall(range(len(xs)), lambda i: Old(xs[i]) == xs[i])", ""},
		// precedence: parentheses only where needed
		{"(a + b) * c", ""},
		{"a + b * c", ""},
		{"a - (b - c)", ""},
		{"(a - b) - c", "a - b - c"},
		{"-x ** 2", ""},
		{"(-x) ** 2", ""},
		{"2 ** 3 ** 2", ""},
		{"(2 ** 3) ** 2", ""},
		{"(-2) ** 2", ""},
		{"2 ** -1", ""},
		{"-(a + b)", ""},
		{"- -x", "-(-x)"},
		{"--3", "3"},
		{"-(3)", "-3"},
		{"a // b % c", ""},
		{"a // (b % c)", ""},
		{"-7 // 2 == -4", ""},
		{"not (a and b)", ""},
		{"not a and b", ""},
		{"(not a) == b", ""},
		{"not a == b", ""},
		{"a < b and (c or d)", ""},
		{"(a > 1 or b > 1) and c > 1", ""},
		{"a > 1 or b > 1 and c > 1", ""},
		{"(a > 1 and b > 1) or c > 1", "a > 1 and b > 1 or c > 1"},
		{"a > 1 and (b > 1 and c > 1)", ""},
		{"1 < x <= 3", ""},
		{"(a < b) == (c < d)", ""},
		{"(a == b) == c", ""},
		{"a < b == c", ""},
		{"x in xs and x not in ys", ""},
		{"x is None", "x == None"},
		{"x is not None", "x != None"},
		{"a | b & c", ""},
		{"(a | b) & c", ""},
		{"~a + 1", ""},
		{"~(a + 1)", ""},
		{"a & b == c", ""},
		// Python's and/or on non-booleans return an operand
		{"0 or 5", ""},
		{"x and y", ""},
		{"xs and xs[0] > 0", ""},
		{"(x or y) and z", ""},
		{"x or (y or z)", ""},
		{"not xs", ""},
		{"bool(xs)", ""},
		// conditionals and lambdas
		{"a if c else b", ""},
		{"a if c else b if d else e", ""},
		{"(a if c else b) if d else e", ""},
		{"(a if c else b) + 1", ""},
		{"1 if xs else 2", ""},
		{"(lambda x: x + 1)(3)", ""},
		{"(lambda: 5)()", ""},
		{"(lambda x, y: x * y)(2, 3)", ""},
		{"(lambda x: lambda y: x - y)(10)(3)", ""},
		{"f(lambda x: x)", ""},
		{"(lambda x: x) if c else None", ""},
		// indexing, slices, calls, attributes
		{"xs[0] + xs[-1]", ""},
		{"xs[1:]", ""},
		{"xs[:-1]", ""},
		{"xs[i:j]", ""},
		{"xs[:]", ""},
		{"xs[::-1]", ""},
		{"reversed(xs)", "xs[::-1]"},
		{"(a + b)[0]", ""},
		{"len(xs) > 0 and xs[0] == max(xs)", ""},
		{"xs.count(1) == 2", ""},
		{"d.get(k, 0)", ""},
		{"sorted(xs) == xs", ""},
		{"(2).bit_length()", ""},
		{"f(g(x), -1)", ""},
		{"m[(1, 2)]", ""},
		// displays and literals
		{"[]", ""},
		{"[1, -2, 3]", ""},
		{"()", ""},
		{"(1,)", ""},
		{"(1, 2)", ""},
		{"{}", ""},
		{"set()", ""},
		{"{1, 2}", ""},
		{"{1: 2, 3: 4}", ""},
		{"{1: [1, 2]}[1][0]", ""},
		{"True and not False", ""},
		{"None", ""},
		{"-5", ""},
		{"12345678901234567890 * 98765432109876543210", ""},
		{`"abc"`, ""},
		{`'abc'`, `"abc"`},
		{`"it's"`, ""},
		{`'say "hi"'`, ""},
		{`"a\"b'c"`, ""},
		{`"a\nb\tc\\d"`, ""},
		{`"é€"`, ""},
		{`"ab" "cd"`, `"abcd"`},
		{`"abc"[0] == "a"`, ""},
		{`"bc" in "abc"`, ""},
		// comprehensions, all and any
		{"[x * 2 for x in xs if x > 0]", ""},
		{"[x for x in xs if x > 0 if x < 9]", ""},
		{"[x + y for x in xs for y in ys]", ""},
		{"[[y for y in range(x)] for x in range(4)]", ""},
		{"[a + b for a, b in ps]", ""},
		{"[x for x in (xs if c else ys)]", ""},
		{"[x for x in xs if x]", ""},
		{"[(lambda: x) for x in xs]", ""},
		{"{x for x in xs}", ""},
		{"set(x for x in xs)", "{x for x in xs}"},
		{"{x: x * x for x in xs}", ""},
		{"dict([(x, 0) for x in xs])", "{x: 0 for x in xs}"},
		{"sum(x for x in xs)", "sum([x for x in xs])"},
		{"sum([x for x in xs])", ""},
		{"all(x > 0 for x in xs)", ""},
		{"all(x for x in xs)", ""},
		{"any(x > 0 for x in xs if x != 3)", ""},
		{"all(xs[i] <= xs[i + 1] for i in range(len(xs) - 1))", ""},
		{"all([x > 0 for x in xs])", ""},
		{"len([x for x in range(20) if x % 3 == 0])", ""},
	}
	for _, tc := range tests {
		want := tc.want
		if want == "" {
			want = tc.in
		}
		e, err := ParseClause(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		got, err := Print(e)
		if err != nil || got != want {
			t.Errorf("Print(%s) = %q, %v; want %q", tc.in, got, err, want)
		}
	}
}

func lit(v spec.Value) spec.Expr { return &spec.Lit{Val: v} }
func id(name string) spec.Expr   { return &spec.Ident{Name: name} }
func bin(op spec.Op, x, y spec.Expr) spec.Expr {
	return &spec.Binary{Op: op, X: x, Y: y}
}
func num(i int64) spec.Expr { return lit(spec.NewInt(i)) }

// TestPrintIR: IR built by other front ends and analyzers prints as
// Python with the same meaning, or is refused with a reason.
func TestPrintIR(t *testing.T) {
	xs, i, n := id("xs"), id("i"), id("n")
	var irEnvs []*spec.Env
	for _, nv := range []int64{-7, 0, 2, 9} {
		var env *spec.Env
		env = env.Bind("xs", intSeq(4, -1, 7)).Bind("i", spec.NewInt(1)).Bind("n", spec.NewInt(nv))
		env = env.Bind("flag", spec.Bool(nv > 0)).Bind("a", spec.Bool(nv < 0)).Bind("b", spec.Bool(true)).Bind("p", spec.Bool(nv == 2))
		env = env.Bind("s", spec.MakeSet([]spec.Value{spec.NewInt(1), spec.NewInt(nv)})).Bind("t", spec.Tuple{Elems: []spec.Value{spec.NewInt(nv)}})
		irEnvs = append(irEnvs, env)
	}
	ok := []struct {
		e    spec.Expr
		want string
	}{
		{&spec.Unary{Op: spec.OpCard, X: xs}, "len(xs)"},
		{bin(spec.OpDivEuclid, n, num(2)), "n // 2"},
		{bin(spec.OpModEuclid, n, num(2)), "n % 2"},
		{bin(spec.OpModEuclid, n, &spec.Unary{Op: spec.OpCard, X: xs}), "n % len(xs)"},
		{bin(spec.OpDivEuclidTotal, n, num(3)), "n // 3"},
		{bin(spec.OpNatSub, n, num(1)), "max(n - 1, 0)"},
		{bin(spec.OpCons, num(1), xs), "[1] + xs"},
		{bin(spec.OpAppend, xs, xs), "xs + xs"},
		{bin(spec.OpExplies, id("a"), id("b")), "Implies(b, a)"},
		{bin(spec.OpIff, bin(spec.OpLt, i, n), bin(spec.OpGt, n, i)), "(i < n) == (n > i)"},
		{bin(spec.OpAnd, id("flag"), bin(spec.OpLt, i, n)), "bool(flag) and i < n"},
		{bin(spec.OpOr, bin(spec.OpLt, i, n), call(spec.Node{}, "$truthy", xs)), "i < n or bool(xs)"},
		{bin(spec.OpAdd, lit(spec.MakeSet([]spec.Value{spec.NewInt(1)})), id("s")), "{1} | s"},
		{bin(spec.OpMul, id("s"), &spec.Display{Coll: spec.KSet}), "s & set()"},
		{&spec.Unary{Op: spec.OpNeg, X: num(5)}, "-5"},
		{&spec.Unary{Op: spec.OpNeg, X: num(-5)}, "-(-5)"},
		{bin(spec.OpPow, num(-2), num(2)), "(-2) ** 2"},
		{&spec.Member{X: id("t"), Name: "0"}, "t[0]"},
		{&spec.Slice{X: xs, Lo: num(1), Hi: i}, "xs[1:i]"},
		{&spec.Slice{X: xs, Lo: num(1), Clamp: true}, "xs[1:]"},
		{&spec.Display{Coll: spec.KMap, Keys: []spec.Expr{num(1)}, Elems: []spec.Expr{num(2)}}, "{1: 2}"},
		{&spec.Display{Coll: spec.KSet, Elems: []spec.Expr{num(1)}}, "{1}"},
		{lit(spec.Seq{Elems: []spec.Value{spec.NewInt(1), spec.Tuple{Elems: []spec.Value{spec.NewInt(2)}}}}), "[1, (2,)]"},
		{lit(spec.MakeMap([]spec.Value{spec.Str("a")}, []spec.Value{spec.Set{}})), `{"a": set()}`},
		{lit(spec.Datatype{Ctor: "None"}), "None"},
		{lit(spec.Str("a\x00" + "1")), `"a\0" "1"`},
		{&spec.Ite{Cond: bin(spec.OpLt, i, n), Then: &spec.Lambda{Params: []spec.Binder{{Name: "x"}}, Body: id("x")}, Else: num(0)},
			"(lambda x: x) if i < n else 0"},
		// Dafny-style quantifiers: a range, a typed variable.
		{&spec.Quant{Forall: true, Vars: []spec.Binder{{Name: "i", Type: spec.TypeInt}},
			Range: &spec.Chain{Ops: []spec.Op{spec.OpLe, spec.OpLt}, Args: []spec.Expr{num(0), i, n}},
			Body:  bin(spec.OpGe, &spec.Index{X: xs, Args: []spec.Expr{i}, Mode: spec.IndexPython}, num(0))},
			"Forall(int, lambda i: Implies(0 <= i < n, xs[i] >= 0))"},
		{&spec.Quant{Forall: false, Vars: []spec.Binder{{Name: "x"}}, Range: bin(spec.OpIn, id("x"), xs), Body: id("p")},
			"Exists(xs, lambda x: p)"},
		{&spec.Quant{Forall: false, Vars: []spec.Binder{{Name: "i", Type: spec.TypeNat}}, Body: bin(spec.OpLt, i, n)},
			"Exists(int, lambda i: i >= 0 and i < n)"},
		{&spec.Quant{Forall: true, Vars: []spec.Binder{{Name: "b", Type: spec.TypeBool}}, Body: id("b")},
			"Forall(bool, lambda b: b)"},
		// A guard that starts with membership ranges over the collection.
		{&spec.Quant{Forall: true, Vars: []spec.Binder{{Name: "y", Type: spec.TypeInt}},
			Body: bin(spec.OpImplies, bin(spec.OpAnd, bin(spec.OpIn, id("y"), xs), bin(spec.OpGt, id("y"), num(0))), bin(spec.OpIn, id("y"), id("ys")))},
			"Forall(xs, lambda y: Implies(y > 0, y in ys))"},
		// A permutation: Nagini's multiset of a list's elements.
		{bin(spec.OpEq, &spec.Unary{Op: spec.OpMultiset, X: xs}, &spec.Unary{Op: spec.OpMultiset, X: id("ys")}),
			"ToMS(ToSeq(xs)) == ToMS(ToSeq(ys))"},
	}
	decided := 0
	for _, tc := range ok {
		got, err := Print(tc.e)
		if err != nil || got != tc.want {
			t.Errorf("Print = %q, %v; want %q", got, err, tc.want)
			continue
		}
		// The text means what the IR means.
		e2, err := ParseClause(got)
		if err != nil {
			t.Errorf("%s does not read back: %v", got, err)
			continue
		}
		// Where the IR is undefined, Python may be more defined: in Python
		// mode the evaluator compares bools as ints, so <==> is undefined.
		for _, env := range irEnvs {
			o1, o2 := outcome(NewModule(), tc.e, env, nil), outcome(NewModule(), e2, env, nil)
			if o1 != o2 && o1 != "stop ill-defined" {
				t.Errorf("%s: %s from the IR, %s from the text", got, o1, o2)
			}
			if !strings.HasPrefix(o1, "stop ") {
				decided++
			}
		}
	}
	t.Logf("%d IR expressions printed; %d evaluations of them decided, the same from the text", len(ok), decided)
	bad := []struct {
		e    spec.Expr
		want string // in the error
	}{
		{bin(spec.OpDivEuclid, n, id("d")), "Euclidean"},
		{bin(spec.OpModEuclid, n, num(-2)), "Euclidean"},
		{bin(spec.OpDivEuclidTotal, n, &spec.Unary{Op: spec.OpCard, X: xs}), "Euclidean"},
		{bin(spec.OpDivTrunc, n, num(2)), "truncating division"},
		{bin(spec.OpDivReal, n, num(2)), "real division"},
		{bin(spec.OpSubAuto, n, num(2)), "elaborated subtraction"},
		{bin(spec.OpDisjoint, xs, xs), "disjointness"},
		{call(spec.Node{}, "$permission"), "permission"},
		{&spec.Unsupported{Text: "/", Reason: "true division"}, "true division"},
		{&spec.Index{X: xs, Args: []spec.Expr{i}, Mode: spec.IndexStrict}, "strict mode"},
		{&spec.Index{X: xs, Args: []spec.Expr{i, n}, Mode: spec.IndexPython}, "subscripts"},
		{&spec.Slice{X: xs, Lo: i, Clamp: true}, "clamped"},
		{&spec.Update{X: xs, K: i, V: n}, "update"},
		{&spec.Quant{Forall: true, Vars: []spec.Binder{{Name: "i"}, {Name: "j"}}, Body: lit(spec.Bool(true))}, "2 variables"},
		{&spec.Quant{Forall: true, Vars: []spec.Binder{{Name: "s", Type: &spec.Type{Kind: spec.KSeq, Elem: spec.TypeInt}}}, Body: lit(spec.Bool(true))}, "quantifier over seq"},
		{&spec.Quant{Forall: true, Vars: []spec.Binder{{Name: "result"}}, Body: id("result")}, "capture"},
		{&spec.Let{Names: []string{"y"}, Values: []spec.Expr{n}, Body: id("y")}, "let"},
		{&spec.Compr{Coll: spec.KSet, Vars: []spec.Binder{{Name: "x"}}}, "comprehension"},
		{&spec.Display{Coll: spec.KMultiset}, "multiset display"},
		{lit(spec.Char('a')), "character"},
		{lit(spec.Real{V: big.NewRat(1, 2)}), "real"},
		{lit(spec.Str("a\x01")), "control character"},
		{lit(spec.MakeSet([]spec.Value{spec.Bool(true), spec.NewInt(1)})), "equal number"},
		{lit(spec.MakeSet([]spec.Value{spec.Seq{}})), "unhashable"},
		{lit(spec.Datatype{Ctor: "some", Fields: []spec.Value{spec.NewInt(1)}}), "datatype"},
		{id("lambda"), "name"},
		{id("$t1"), "name"},
		{call(spec.Node{}, "$flatmap", xs, id("f")), "flat map"},
		{&spec.Member{X: xs, Name: "__class__"}, "dunder"},
		{bin(spec.OpAnd, id("a"), &spec.Match{X: xs}), "match"},
	}
	for _, tc := range bad {
		got, err := Print(tc.e)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Print = %q, %v; want an error mentioning %q", got, err, tc.want)
		}
	}
}

// outcome is what evaluating e gives: a canonical value or a status.
func outcome(m *spec.Module, e spec.Expr, env *spec.Env, old map[string]spec.Value) string {
	ctx := spec.NewCtx(m)
	ctx.Old = old
	ctx.Limits.Steps = 200_000
	v, stop := ctx.Eval(e, env)
	if stop != nil {
		return "stop " + stop.Status.String()
	}
	if s, err := difftest.Canon(v); err == nil {
		return s
	}
	return fmt.Sprintf("%T %s", v, v)
}

type binding struct {
	names []string
	vals  []spec.Value
}

// roundTrip prints e, reads the text back, prints that again and compares
// the texts and the evaluations of both IRs on each environment.
func roundTrip(t *testing.T, what string, m *spec.Module, e spec.Expr, envs []binding, decided *int) (string, error) {
	t.Helper()
	s1, err := Print(e)
	if err != nil {
		return "", err
	}
	e2, err := ParseClause(s1)
	if err != nil {
		t.Errorf("%s: printed %q does not read back: %v", what, s1, err)
		return s1, nil
	}
	s2, err := Print(e2)
	if err != nil || s2 != s1 {
		t.Errorf("%s: printing is not a fixed point: %q, then %q (%v)", what, s1, s2, err)
	}
	if envs == nil {
		envs = []binding{{}}
	}
	for _, b := range envs {
		var env *spec.Env
		old := map[string]spec.Value{}
		for k, n := range b.names {
			env = env.BindState(n, b.vals[k])
			old[n] = b.vals[k]
		}
		o1, o2 := outcome(m, e, env, old), outcome(m, e2, env, old)
		if o1 != o2 {
			t.Errorf("%s: %q with %v: %s before printing, %s after", what, s1, b, o1, o2)
			break
		}
		if !strings.HasPrefix(o1, "stop ") {
			*decided++
		}
	}
	return s1, nil
}

// justified reports a print error that is expected: the IR holds no text
// to print (an Unsupported node: floats, /, step slices, f-strings) or a
// permission whose arguments the lowering dropped.
func justified(e spec.Expr) (string, bool) {
	why := ""
	spec.Inspect(e, func(x spec.Expr) bool {
		switch x := x.(type) {
		case *spec.Unsupported:
			why = "unsupported: " + x.Reason
		case *spec.Call:
			if _, ok := callTo(x, "$permission", -1); ok {
				why = "permission"
			}
		}
		return why == ""
	})
	return why, why != ""
}

// envsFor binds the contract's parameters and result to small values of
// their types (at most 200 combinations).
func envsFor(c *spec.Contract) []binding {
	pools := map[spec.Kind][]spec.Value{
		spec.KInt:  {spec.NewInt(-3), spec.NewInt(0), spec.NewInt(1), spec.NewInt(3), spec.NewInt(10)},
		spec.KBool: {spec.Bool(false), spec.Bool(true)},
		spec.KSeq:  {spec.Seq{}, intSeq(1, -2, 3, 0), intSeq(4, 7, 7), intSeq(1, 2, 2, 3)},
	}
	out := []binding{{}}
	for _, p := range append(append([]spec.Param(nil), c.Params...), c.Results...) {
		k := spec.KInt
		if p.Type != nil && pools[p.Type.Kind] != nil {
			k = p.Type.Kind
		}
		var next []binding
		for _, b := range out {
			for _, v := range pools[k] {
				if len(next) < 200 {
					next = append(next, binding{append(append([]string(nil), b.names...), p.Name), append(append([]spec.Value(nil), b.vals...), v)})
				}
			}
		}
		out = next
	}
	return out
}

func intSeq(xs ...int64) spec.Value {
	el := make([]spec.Value, len(xs))
	for i, x := range xs {
		el[i] = spec.NewInt(x)
	}
	return spec.Seq{Elems: el}
}

// TestPrintRoundTripExamples: every Requires/Ensures clause of the Nagini
// examples prints, reads back, prints the same again and evaluates the
// same on small values of the parameters and result.
func TestPrintRoundTripExamples(t *testing.T) {
	files, _ := filepath.Glob("../examples/nagini/*.py")
	more, _ := filepath.Glob("../examples/nagini/toolchain/*.py")
	files = append(files, more...)
	if len(files) < 9 {
		t.Fatalf("found %d example files", len(files))
	}
	total, printed, decided, evals := 0, 0, 0, 0
	skipped := map[string]int{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := ParseFile(f, string(b))
		for _, c := range m.Contracts {
			envs := envsFor(c)
			for _, cl := range c.Clauses {
				total++
				what := fmt.Sprintf("%s: %s %s", filepath.Base(f), cl.Kind, cl.Text)
				s, err := roundTrip(t, what, m, cl.Expr, envs, &decided)
				if err != nil {
					if why, ok := justified(cl.Expr); ok {
						skipped[why]++
						continue
					}
					t.Errorf("%s: %v", what, err)
					continue
				}
				printed++
				evals += len(envs)
				if s != cl.Text {
					t.Logf("%s prints as %s", what, s)
				}
			}
		}
	}
	t.Logf("example clauses: %d, printed and round-tripped %d (same value on %d environments, %d of them decided), refused as expected %v",
		total, printed, evals, decided, skipped)
	if printed == 0 || printed+sum(skipped) != total {
		t.Errorf("%d of %d clauses round-tripped", printed, total)
	}
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// TestPrintRoundTripCorpus: the expressions of the CPython differential
// corpus print, read back, print the same again and evaluate the same.
// Texts the reader refuses (keyword arguments, ^, (a, b) targets, …) have
// no IR; IRs holding Unsupported nodes (floats, /, step slices) have no
// text; both are counted, not printed.
func TestPrintRoundTripCorpus(t *testing.T) {
	cases := difftest.Generate()
	m := NewModule()
	var unread, printed, decided int
	skipped := map[string]int{}
	type pair struct{ orig, printed string }
	var pairs []pair
	for _, c := range cases {
		e, err := ParseClause(c.Text)
		if err != nil {
			unread++
			continue
		}
		what := fmt.Sprintf("c%d %s", c.ID, c.Text)
		s, err := roundTrip(t, what, m, e, nil, &decided)
		if err != nil {
			if why, ok := justified(e); ok {
				skipped[why]++
				continue
			}
			t.Errorf("%s: %v", what, err)
			continue
		}
		printed++
		pairs = append(pairs, pair{c.Text, s})
	}
	var whys []string
	for w, n := range skipped {
		whys = append(whys, fmt.Sprintf("%d × %s", n, w))
	}
	sort.Strings(whys)
	t.Logf("corpus: %d cases, %d not read by the parser, %d printed and round-tripped (%d evaluate to a value), %d refused as expected: %s",
		len(cases), unread, printed, decided, sum(skipped), strings.Join(whys, "; "))
	if printed+unread+sum(skipped) != len(cases) {
		t.Errorf("%d of %d readable cases round-tripped", printed, len(cases)-unread)
	}

	// Where python3 is installed, CPython must give the same answer for
	// the printed text as for the original.
	if _, err := exec.LookPath("python3"); err != nil {
		return
	}
	var dc []difftest.Case
	for k, pr := range pairs {
		if pr.orig != pr.printed {
			dc = append(dc, difftest.Case{ID: 2*k + 1, Text: pr.orig}, difftest.Case{ID: 2*k + 2, Text: pr.printed})
		}
	}
	ans, _, _, err := difftest.RunPython(context.Background(), dc, 60*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	for j := 0; j < len(dc); j += 2 {
		a, b := ans[dc[j].ID], ans[dc[j+1].ID]
		if a != b {
			t.Errorf("CPython: %s gives %s %s, printed %s gives %s %s", dc[j].Text, a.Kind, a.Value, dc[j+1].Text, b.Kind, b.Value)
		}
	}
	t.Logf("CPython agrees on the %d printed texts that differ from the original", len(dc)/2)
}
