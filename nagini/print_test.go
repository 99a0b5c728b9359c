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

	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/nagini/difftest"
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
		// A chain is printed as a conjunction: Nagini 1.2 does not
		// translate one inside a quantifier's lambda.
		{"Forall(int, lambda i: Implies(0 <= i < len(xs) - 1, xs[i] <= xs[i + 1]))", "Forall(int, lambda i: Implies(0 <= i and i < len(xs) - 1, xs[i] <= xs[i + 1]))"},
		{"Exists(int, lambda i: 0 <= i and i < len(xs) and xs[i] == x)", ""},
		{"Forall2(int, int, lambda i, j: Implies(0 <= i and i < j and j < len(xs), xs[i] <= xs[j]))", ""},
		{"Forall2(int, int, lambda i, j: (Implies(0 <= i and i < j and j < len(xs), xs[i] <= xs[j]), [[xs[i], xs[j]]]))", "Forall2(int, int, lambda i, j: Implies(0 <= i and i < j and j < len(xs), xs[i] <= xs[j]))"},
		{"ToMS(ToSeq(r)) == ToMS(ToSeq(xs).take(k)) + ToMS(PSeq(x))", ""},
		{"ToSeq(xs).take(k + 1) == ToSeq(xs).take(k) + PSeq(xs[k])", ""},
		{"ToSeq(xs).drop(1) == ToSeq(ys)", ""},
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
		{"1 < x <= 3", "1 < x and x <= 3"},
		{"(a < b) == (c < d)", ""},
		{"(a == b) == c", ""},
		{"a < b == c", "a < b and b == c"},
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

func lit(v ir.Value) ir.Expr { return &ir.Lit{Val: v} }
func id(name string) ir.Expr { return &ir.Ident{Name: name} }
func bin(op ir.Op, x, y ir.Expr) ir.Expr {
	return &ir.Binary{Op: op, X: x, Y: y}
}
func num(i int64) ir.Expr { return lit(ir.NewInt(i)) }

// TestPrintIR: IR built by other front ends and analyzers prints as
// Python with the same meaning, or is refused with a reason.
func TestPrintIR(t *testing.T) {
	xs, i, n := id("xs"), id("i"), id("n")
	var irEnvs []*ir.Env
	for _, nv := range []int64{-7, 0, 2, 9} {
		var env *ir.Env
		env = env.Bind("xs", intSeq(4, -1, 7)).Bind("i", ir.NewInt(1)).Bind("n", ir.NewInt(nv))
		env = env.Bind("flag", ir.Bool(nv > 0)).Bind("a", ir.Bool(nv < 0)).Bind("b", ir.Bool(true)).Bind("p", ir.Bool(nv == 2))
		env = env.Bind("s", ir.MakeSet([]ir.Value{ir.NewInt(1), ir.NewInt(nv)})).Bind("t", ir.Tuple{Elems: []ir.Value{ir.NewInt(nv)}})
		irEnvs = append(irEnvs, env)
	}
	ok := []struct {
		e    ir.Expr
		want string
	}{
		{&ir.Unary{Op: ir.OpCard, X: xs}, "len(xs)"},
		{bin(ir.OpDivEuclid, n, num(2)), "n // 2"},
		{bin(ir.OpModEuclid, n, num(2)), "n % 2"},
		{bin(ir.OpModEuclid, n, &ir.Unary{Op: ir.OpCard, X: xs}), "n % len(xs)"},
		{bin(ir.OpDivEuclidTotal, n, num(3)), "n // 3"},
		{bin(ir.OpNatSub, n, num(1)), "max(n - 1, 0)"},
		{bin(ir.OpCons, num(1), xs), "[1] + xs"},
		{bin(ir.OpAppend, xs, xs), "xs + xs"},
		{bin(ir.OpExplies, id("a"), id("b")), "Implies(b, a)"},
		{bin(ir.OpIff, bin(ir.OpLt, i, n), bin(ir.OpGt, n, i)), "(i < n) == (n > i)"},
		{bin(ir.OpAnd, id("flag"), bin(ir.OpLt, i, n)), "bool(flag) and i < n"},
		{bin(ir.OpOr, bin(ir.OpLt, i, n), call(ir.Node{}, "$truthy", xs)), "i < n or bool(xs)"},
		{bin(ir.OpAdd, lit(ir.MakeSet([]ir.Value{ir.NewInt(1)})), id("s")), "{1} | s"},
		{bin(ir.OpMul, id("s"), &ir.Display{Coll: ir.KSet}), "s & set()"},
		{&ir.Unary{Op: ir.OpNeg, X: num(5)}, "-5"},
		{&ir.Unary{Op: ir.OpNeg, X: num(-5)}, "-(-5)"},
		{bin(ir.OpPow, num(-2), num(2)), "(-2) ** 2"},
		{&ir.Member{X: id("t"), Name: "0"}, "t[0]"},
		{&ir.Slice{X: xs, Lo: num(1), Hi: i}, "xs[1:i]"},
		{&ir.Slice{X: xs, Lo: num(1), Clamp: true}, "xs[1:]"},
		{&ir.Display{Coll: ir.KMap, Keys: []ir.Expr{num(1)}, Elems: []ir.Expr{num(2)}}, "{1: 2}"},
		{&ir.Display{Coll: ir.KSet, Elems: []ir.Expr{num(1)}}, "{1}"},
		{lit(ir.Seq{Elems: []ir.Value{ir.NewInt(1), ir.Tuple{Elems: []ir.Value{ir.NewInt(2)}}}}), "[1, (2,)]"},
		{lit(ir.MakeMap([]ir.Value{ir.Str("a")}, []ir.Value{ir.Set{}})), `{"a": set()}`},
		{lit(ir.Datatype{Ctor: "None"}), "None"},
		{lit(ir.Str("a\x00" + "1")), `"a\0" "1"`},
		{&ir.Ite{Cond: bin(ir.OpLt, i, n), Then: &ir.Lambda{Params: []ir.Binder{{Name: "x"}}, Body: id("x")}, Else: num(0)},
			"(lambda x: x) if i < n else 0"},
		// Dafny-style quantifiers: a range, a typed variable.
		{&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "i", Type: ir.TypeInt}},
			Range: &ir.Chain{Ops: []ir.Op{ir.OpLe, ir.OpLt}, Args: []ir.Expr{num(0), i, n}},
			Body:  bin(ir.OpGe, &ir.Index{X: xs, Args: []ir.Expr{i}, Mode: ir.IndexPython}, num(0))},
			"Forall(int, lambda i: Implies(0 <= i and i < n, xs[i] >= 0))"},
		{&ir.Quant{Forall: false, Vars: []ir.Binder{{Name: "x"}}, Range: bin(ir.OpIn, id("x"), xs), Body: id("p")},
			"Exists(xs, lambda x: p)"},
		{&ir.Quant{Forall: false, Vars: []ir.Binder{{Name: "i", Type: ir.TypeNat}}, Body: bin(ir.OpLt, i, n)},
			"Exists(int, lambda i: i >= 0 and i < n)"},
		{&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "b", Type: ir.TypeBool}}, Body: id("b")},
			"Forall(bool, lambda b: b)"},
		// A guard that starts with membership ranges over the collection.
		{&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "y", Type: ir.TypeInt}},
			Body: bin(ir.OpImplies, bin(ir.OpAnd, bin(ir.OpIn, id("y"), xs), bin(ir.OpGt, id("y"), num(0))), bin(ir.OpIn, id("y"), id("ys")))},
			"Forall(xs, lambda y: Implies(y > 0, y in ys))"},
		// A permutation: Nagini's multiset of a list's elements.
		{bin(ir.OpEq, &ir.Unary{Op: ir.OpMultiset, X: xs}, &ir.Unary{Op: ir.OpMultiset, X: id("ys")}),
			"ToMS(ToSeq(xs)) == ToMS(ToSeq(ys))"},
		// Pieces of lists as sequences (a contract cannot make a list):
		// a loop's prefix, a step of it, an inserted element.
		{bin(ir.OpEq, &ir.Unary{Op: ir.OpMultiset, X: id("r")}, &ir.Unary{Op: ir.OpMultiset, X: &ir.Slice{X: xs, Hi: i}}),
			"ToMS(ToSeq(r)) == ToMS(ToSeq(xs).take(i))"},
		{bin(ir.OpEq, &ir.Unary{Op: ir.OpMultiset, X: id("r")}, &ir.Unary{Op: ir.OpMultiset, X: bin(ir.OpAdd, &ir.Slice{X: xs, Hi: i}, &ir.Display{Coll: ir.KSeq, Elems: []ir.Expr{n}})}),
			"ToMS(ToSeq(r)) == ToMS(ToSeq(xs).take(i)) + ToMS(PSeq(n))"},
		{bin(ir.OpEq, &ir.Slice{X: xs, Hi: bin(ir.OpAdd, i, num(1))}, bin(ir.OpAdd, &ir.Slice{X: xs, Hi: i}, &ir.Display{Coll: ir.KSeq, Elems: []ir.Expr{&ir.Index{X: xs, Args: []ir.Expr{i}, Mode: ir.IndexPython}}})),
			"ToSeq(xs).take(i + 1) == ToSeq(xs).take(i) + PSeq(xs[i])"},
		{bin(ir.OpEq, &ir.Slice{X: xs, Lo: num(1), Hi: num(3)}, &ir.Slice{X: xs, Lo: num(1), Hi: num(3)}),
			"ToSeq(xs).take(3).drop(1) == ToSeq(xs).take(3).drop(1)"},
		// Several variables: Forall2 … Forall6, not nested Foralls.
		{&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "i", Type: ir.TypeInt}, {Name: "j", Type: ir.TypeInt}},
			Body: bin(ir.OpImplies, &ir.Chain{Ops: []ir.Op{ir.OpLe, ir.OpLt, ir.OpLt}, Args: []ir.Expr{num(0), i, id("j"), &ir.Unary{Op: ir.OpCard, X: xs}}},
				bin(ir.OpLe, &ir.Index{X: xs, Args: []ir.Expr{i}, Mode: ir.IndexPython}, &ir.Index{X: xs, Args: []ir.Expr{id("j")}, Mode: ir.IndexPython}))},
			"Forall2(int, int, lambda i, j: Implies(0 <= i and i < j and j < len(xs), xs[i] <= xs[j]))"},
		{&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "i", Type: ir.TypeNat}, {Name: "b", Type: ir.TypeBool}}, Body: bin(ir.OpOr, bin(ir.OpLt, i, n), id("b"))},
			"Forall2(int, bool, lambda i, b: Implies(i >= 0, i < n or bool(b)))"},
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
		e    ir.Expr
		want string // in the error
	}{
		{bin(ir.OpDivEuclid, n, id("d")), "Euclidean"},
		{bin(ir.OpModEuclid, n, num(-2)), "Euclidean"},
		{bin(ir.OpDivEuclidTotal, n, &ir.Unary{Op: ir.OpCard, X: xs}), "Euclidean"},
		{bin(ir.OpDivTrunc, n, num(2)), "truncating division"},
		{bin(ir.OpDivReal, n, num(2)), "real division"},
		{bin(ir.OpSubAuto, n, num(2)), "elaborated subtraction"},
		{bin(ir.OpDisjoint, xs, xs), "disjointness"},
		{call(ir.Node{}, "$permission"), "permission"},
		{&ir.Unsupported{Text: "/", Reason: "true division"}, "true division"},
		{&ir.Index{X: xs, Args: []ir.Expr{i}, Mode: ir.IndexStrict}, "strict mode"},
		{&ir.Index{X: xs, Args: []ir.Expr{i, n}, Mode: ir.IndexPython}, "subscripts"},
		{&ir.Slice{X: xs, Lo: i, Clamp: true}, "clamped"},
		{&ir.Update{X: xs, K: i, V: n}, "update"},
		{&ir.Quant{Forall: false, Vars: []ir.Binder{{Name: "i"}, {Name: "j"}}, Body: lit(ir.Bool(true))}, "2 variables"},
		{&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "a"}, {Name: "b"}, {Name: "c"}, {Name: "d"}, {Name: "e"}, {Name: "f"}, {Name: "g"}}, Body: lit(ir.Bool(true))}, "7 variables"},
		{&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "s", Type: &ir.Type{Kind: ir.KSeq, Elem: ir.TypeInt}}}, Body: lit(ir.Bool(true))}, "quantifier over seq"},
		{&ir.Quant{Forall: true, Vars: []ir.Binder{{Name: "result"}}, Body: id("result")}, "capture"},
		{&ir.Let{Names: []string{"y"}, Values: []ir.Expr{n}, Body: id("y")}, "let"},
		{&ir.Compr{Coll: ir.KSet, Vars: []ir.Binder{{Name: "x"}}}, "comprehension"},
		{&ir.Display{Coll: ir.KMultiset}, "multiset display"},
		{lit(ir.Char('a')), "character"},
		{lit(ir.Real{V: big.NewRat(1, 2)}), "real"},
		{lit(ir.Str("a\x01")), "control character"},
		{lit(ir.MakeSet([]ir.Value{ir.Bool(true), ir.NewInt(1)})), "equal number"},
		{lit(ir.MakeSet([]ir.Value{ir.Seq{}})), "unhashable"},
		{lit(ir.Datatype{Ctor: "some", Fields: []ir.Value{ir.NewInt(1)}}), "datatype"},
		{id("lambda"), "name"},
		{id("$t1"), "name"},
		{call(ir.Node{}, "$flatmap", xs, id("f")), "flat map"},
		{&ir.Member{X: xs, Name: "__class__"}, "dunder"},
		{bin(ir.OpAnd, id("a"), &ir.Match{X: xs}), "match"},
	}
	for _, tc := range bad {
		got, err := Print(tc.e)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Print = %q, %v; want an error mentioning %q", got, err, tc.want)
		}
	}
}

// outcome is what evaluating e gives: a canonical value or a status.
func outcome(m *ir.Module, e ir.Expr, env *ir.Env, old map[string]ir.Value) string {
	ctx := ir.NewCtx(m)
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
	vals  []ir.Value
}

// roundTrip prints e, reads the text back, prints that again and compares
// the texts and the evaluations of both IRs on each environment.
func roundTrip(t *testing.T, what string, m *ir.Module, e ir.Expr, envs []binding, decided *int) (string, error) {
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
		var env *ir.Env
		old := map[string]ir.Value{}
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
func justified(e ir.Expr) (string, bool) {
	why := ""
	ir.Inspect(e, func(x ir.Expr) bool {
		switch x := x.(type) {
		case *ir.Unsupported:
			why = "unsupported: " + x.Reason
		case *ir.Call:
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
func envsFor(c *ir.Contract) []binding {
	pools := map[ir.Kind][]ir.Value{
		ir.KInt:  {ir.NewInt(-3), ir.NewInt(0), ir.NewInt(1), ir.NewInt(3), ir.NewInt(10)},
		ir.KBool: {ir.Bool(false), ir.Bool(true)},
		ir.KSeq:  {ir.Seq{}, intSeq(1, -2, 3, 0), intSeq(4, 7, 7), intSeq(1, 2, 2, 3)},
	}
	out := []binding{{}}
	for _, p := range append(append([]ir.Param(nil), c.Params...), c.Results...) {
		k := ir.KInt
		if p.Type != nil && pools[p.Type.Kind] != nil {
			k = p.Type.Kind
		}
		var next []binding
		for _, b := range out {
			for _, v := range pools[k] {
				if len(next) < 200 {
					next = append(next, binding{append(append([]string(nil), b.names...), p.Name), append(append([]ir.Value(nil), b.vals...), v)})
				}
			}
		}
		out = next
	}
	return out
}

func intSeq(xs ...int64) ir.Value {
	el := make([]ir.Value, len(xs))
	for i, x := range xs {
		el[i] = ir.NewInt(x)
	}
	return ir.Seq{Elems: el}
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
