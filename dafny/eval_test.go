package dafny

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

const prelude = `
function Sum(s: seq<int>): int { if |s| == 0 then 0 else s[0] + Sum(s[1..]) }
function Fact(n: nat): nat { if n == 0 then 1 else n * Fact(n - 1) }
function Loop(n: int): int { Loop(n + 1) }
function Half(n: int): int requires n % 2 == 0 { n / 2 }
predicate Sorted(s: seq<int>) { forall i, j :: 0 <= i < j < |s| ==> s[i] <= s[j] }
datatype Tree = Leaf | Node(left: Tree, val: int, right: Tree)
function Size(t: Tree): nat { match t case Leaf => 0 case Node(l, _, r) => Size(l) + 1 + Size(r) }
`

// TestEvaluator checks decided answers, and that undecidable or partial
// expressions are reported as unknown or ill-defined rather than guessed.
func TestEvaluator(t *testing.T) {
	m := ParseFile("prelude.dfy", prelude)
	if len(m.Problems) > 0 {
		t.Fatalf("prelude: %v", m.Problems)
	}
	cases := []struct {
		expr string
		want ir.Status
	}{
		// Dafny's / and % are Euclidean: the remainder is never negative.
		{"-7 / 2 == -4 && -7 % 2 == 1", ir.True},
		{"7 / -2 == -3 && 7 % -2 == 1", ir.True},
		{"-7 / -2 == 4 && -7 % -2 == 1", ir.True},
		{"1 / 0 == 0", ir.IllDefined},
		// destructors and updates read the constructor's fields
		{"Node(Leaf, 3, Leaf).val == 3 && Node(Leaf, 3, Leaf).left == Leaf", ir.True},
		{"Node(Leaf, 3, Leaf).(val := 4, left := Leaf) == Node(Leaf, 4, Leaf)", ir.True},
		{"Leaf.(val := 1) == Leaf", ir.IllDefined},
		{"0 <= 1 < 2 <= 2", ir.True},
		// A lambda without a reads clause reads nothing; with one, what
		// it reads is not evaluated.
		{"(x => x + 1).reads(3) == {}", ir.True},
		{"(x requires x > 0 => x).requires(0) == false", ir.True},
		{"(x reads {} => x).reads(3) == {}", ir.Unknown},
		{"0 <= 3 < 2", ir.False},
		{"var s := [3, 1, 2]; s[1..] == [1, 2] && s[..1] == [3] && |s[1..2]| == 1", ir.True},
		{"var s := [3, 1, 2]; s[3]", ir.IllDefined},
		{"var s := [1, 2]; s[2..1] == []", ir.IllDefined},
		{"multiset([1, 2, 1]) == multiset([2, 1, 1]) && multiset([1, 1])[1] == 2", ir.True},
		{"{1, 2} <= {1, 2, 3} && !({1, 4} <= {1, 2})", ir.True},
		{"var m := map[1 := 2, 3 := 4]; 1 in m && m[3] == 4 && 2 !in m", ir.True},
		{"var m := map[1 := 2]; m[5] == 0", ir.IllDefined},
		{"|set x | x in [1, 2, 3, 2] && x > 1| == 2", ir.True},
		{"forall i :: 0 <= i < 5 ==> i * i < 25", ir.True},
		{"exists i :: 0 <= i < 5 && i * i == 9", ir.True},
		{"exists i :: 0 <= i < 5 && i * i == 10", ir.False},
		{"forall x :: x in [1, 2, 3] ==> x > 0", ir.True},
		// The range of j comes from i < j < 4 and of i from transitivity.
		{"forall i, j :: 0 <= i < j < 4 ==> i < j", ir.True},
		// ∀ x :: x !in A ==> x !in B reads its range from the negated consequent.
		{"forall x :: x !in [1, 2] ==> x !in [2]", ir.True},
		{"forall x :: x !in [1, 2] ==> x !in [3]", ir.False},
		{"forall x: int :: x * x >= 0", ir.Unknown},
		{"exists k: int :: 10 == 2 * k", ir.True},        // solved, not enumerated
		{"exists k: int :: k * k == 10", ir.False},       // |k| ≤ 10: k * k grows with k
		{"exists k: int :: k * k > 1000000", ir.Unknown}, // no range, no small witness
		// Kleene logic: a false conjunct decides even after an unknown one.
		{"(forall x: int :: x > 0) && false", ir.False},
		{"(forall x: int :: x > 0) || true", ir.True},
		{"false ==> (forall x: int :: x > 0)", ir.True},
		{"Sum([1, 2, 3]) == 6 && Fact(5) == 120", ir.True},
		{"Sorted([1, 2, 2, 5]) && !Sorted([2, 1])", ir.True},
		{"Loop(0) == 0", ir.Unknown},
		{"Half(3) == 1", ir.IllDefined},
		{"Half(4) == 2", ir.True},
		{"Size(Node(Leaf, 1, Node(Leaf, 2, Leaf))) == 2", ir.True},
		{"Node(Leaf, 1, Leaf).Node? && !Leaf.Node?", ir.True},
		{"(x => x + 1)(2) == 3", ir.True},
		{"seq(3, i => i * 2) == [0, 2, 4]", ir.True},
		{"\"abc\"[1] == 'b' && \"ab\" + \"c\" == \"abc\" && \"ab\" < \"abc\"", ir.True},
		{"if 1 < 2 then true else 1 / 0 == 0", ir.True},
		{"2.5 * 2.0 == 5.0 && 1.0 / 4.0 == 0.25", ir.True},
		{"(1, true).1", ir.True},
		{"[1, 2][0 := 5] == [5, 2]", ir.True},
		// A counterexample would need i < 0: the range is empty.
		{"forall i :: 0 <= i < 100000000 ==> i >= 0", ir.True},
		// Too many values to enumerate: unknown, not guessed.
		{"forall i :: 0 <= i < 100000000 ==> i * i >= 0", ir.Unknown},
	}
	for _, c := range cases {
		e, probs := ParseExpr(c.expr)
		if len(probs) > 0 {
			t.Errorf("%s: parse: %v", c.expr, probs)
			continue
		}
		ctx := ir.NewCtx(m)
		got, stop := ctx.Check(e, nil)
		if got != c.want {
			reason := ""
			if stop != nil {
				reason = stop.Reason
			}
			t.Errorf("%s = %s (%s), want %s", c.expr, got, reason, c.want)
		}
		if (got == ir.Unknown || got == ir.IllDefined) && (stop == nil || stop.Reason == "") {
			t.Errorf("%s: %s without a reason", c.expr, got)
		}
	}
}

func TestOldReadsPreState(t *testing.T) {
	m := ParseFile("x.dfy", `
method Double(s: array<int>)
  modifies s
  ensures forall i :: 0 <= i < s.Length ==> s[i] == 2 * old(s[i])
  ensures multiset(s[..]) != multiset(old(s[..])) || s.Length == 0 || forall i :: 0 <= i < s.Length ==> s[i] == 0
`)
	c := m.Contracts[0]
	pre := ir.Array{Elems: []ir.Value{ir.NewInt(1), ir.NewInt(2)}, Dims: []int{2}}
	post := ir.Array{Elems: []ir.Value{ir.NewInt(2), ir.NewInt(4)}, Dims: []int{2}}
	var env *ir.Env
	env = env.BindState("s", post)
	for _, cl := range c.Ensures() {
		ctx := ir.NewCtx(m)
		ctx.Old = map[string]ir.Value{"s": pre}
		if st, stop := ctx.Check(cl.Expr, env); st != ir.True {
			t.Errorf("%s: %s %v", cl.Text, st, stop)
		}
	}
}

func TestDeepExpressionIsBounded(t *testing.T) {
	src := strings.Repeat("(", 10000) + "1" + strings.Repeat(")", 10000)
	_, probs := ParseExpr(src)
	if len(probs) == 0 || !strings.Contains(probs[0].Message, "nested") {
		t.Fatalf("want a nesting diagnostic, got %v", probs)
	}
}

// Linear equations in a quantifier are solved rather than enumerated.
func TestLinearQuantifiers(t *testing.T) {
	m := ParseFile("p.dfy", "")
	for expr, want := range map[string]ir.Status{
		"exists k: int :: 22 == 11 * k":                      ir.True,
		"exists k: int :: 23 == 11 * k":                      ir.False,
		"forall k: int :: !(23 == k * 11)":                   ir.True,
		"exists k: int :: k + 3 == 10 && k * k == 49":        ir.True,
		"exists k: int, j: int :: k + j == 10 && k * 2 == 6": ir.True,  // k = 3, then |j| ≤ 13
		"exists k: int, j: int :: k + j > 10 && k * 2 == 7":  ir.False, // no k
	} {
		e, probs := ParseExpr(expr)
		if len(probs) > 0 {
			t.Fatal(probs)
		}
		if got, stop := ir.NewCtx(m).Check(e, nil); got != want {
			t.Errorf("%s = %s (%v), want %s", expr, got, stop, want)
		}
	}
}

// TestDatatypeUpdateSyntax: an update with no field, or a field that is
// not a name, is a syntax error (not a crash).
func TestDatatypeUpdateSyntax(t *testing.T) {
	for _, src := range []string{"d.() == d", "d.(+ := 1) == d", "d.(f := ) == d"} {
		if _, probs := ParseExpr(src); len(probs) == 0 {
			t.Errorf("%s: no syntax error", src)
		}
	}
	e, probs := ParseExpr("d.(f := 1, g := 2)")
	if len(probs) > 0 || Print(e) != "d.(f := 1).(g := 2)" {
		t.Errorf("d.(f := 1, g := 2) reads as %s (%v)", Print(e), probs)
	}
}

// TestSubsetTypeBaseInferred: type T = x | P and newtype N = n | P with no
// base type written take int (or real) from the literals P compares with,
// as Dafny infers it; other constraints leave the base unknown.
func TestSubsetTypeBaseInferred(t *testing.T) {
	m := ParseFile("t.dfy", `type Six = x | 6 <= x witness 7
newtype MyNumeric = n | 0 <= n < 100
newtype Half = r | 0.0 <= r <= 0.5
type Odd = x | Odd?(x) witness 1
predicate Odd?(x: int) { x % 2 == 1 }`)
	want := map[string]string{"Six": "int", "MyNumeric": "int", "Half": "real", "Odd": ""}
	for name, w := range want {
		got := ""
		if b := m.Types[name].Base; b != nil {
			got = b.String()
		}
		if got != w {
			t.Errorf("%s: base %q, want %q", name, got, w)
		}
	}
}

// TestLetOrFail: var x :- E; F and :- E; F (the reference manual's
// LetOrFailExpression; Dafny 3 and later, so no Dafny 2.3 run here)
// propagate E's failure or go on with its extracted value.
func TestLetOrFail(t *testing.T) {
	m := ParseFile("el.dfy", `datatype Result<T, E> = Success(value: T) | Failure(error: E) {
  predicate IsFailure() { Failure? }
  function PropagateFailure<U>(): Result<U, E> requires Failure? { Failure(this.error) }
  function Extract(): T requires Success? { value }
}
function Half(x: int): Result<int, string> { if x % 2 == 0 then Success(x / 2) else Failure("odd") }
function Quarter(x: int): Result<int, string> { var h :- Half(x); var q :- Half(h); Success(q) }
function Check(x: int): Result<int, string> { :- (if x < 0 then Failure("neg") else Success(0)); Success(x) }
datatype Pair = P(a: int, b: int)
function Split(x: int): Result<Pair, string> { if x < 0 then Failure("neg") else Success(P(x / 2, x % 2)) }
function Sum(x: int): Result<int, string> { var P(h, r) :- Split(x); Success(h + r) }`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range []struct {
		expr string
		want ir.Status
	}{
		{`Quarter(8) == Success(2)`, ir.True},
		{`Quarter(6) == Failure("odd")`, ir.True},
		{`Quarter(5) == Failure("odd")`, ir.True},
		{`Check(-1) == Failure("neg")`, ir.True},
		{`Check(3) == Success(3)`, ir.True},
		{`Sum(7) == Success(4)`, ir.True},
		{`Sum(-7) == Failure("neg")`, ir.True},
	} {
		e, probs := ParseExpr(c.expr)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", c.expr, probs)
		}
		if st, stop := ir.NewCtx(m).Check(e, nil); st != c.want {
			t.Errorf("%s: %v (%v), want %v", c.expr, st, stop, c.want)
		}
	}
}

// TestQualifiedConversion: x as M.T converts as x as T does (a type is
// looked up by its last segment).
func TestQualifiedConversion(t *testing.T) {
	m := ParseFile("q.dfy", `module Unicode { newtype ScalarValue = x: int | 0 <= x < 0x110000 }
function F(c: int): int
  requires 0 <= c < 10
  ensures F(c) == c
{
  (c as Unicode.ScalarValue) as int
}`)
	Link(m)
	e, _ := ParseExpr("F(3) == 3")
	if st, stop := ir.NewCtx(m).Check(e, nil); st != ir.True {
		t.Errorf("F(3) == 3: %v (%v)", st, stop)
	}
}

// TestIteratorHistory: an iterator's yield parameter x comes with its
// history xs (the reference manual's IteratorDecl), and a yield ensures
// clause, which holds at each yield, is not a postcondition.
func TestIteratorHistory(t *testing.T) {
	m := ParseFile("it.dfy", `iterator Iter(a: seq<int>) yields (x: int)
  yield ensures |xs| <= |a|
  ensures |xs| <= |a|
{
  var i := 0;
  while i < |a| { yield a[i]; i := i + 1; }
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	c := m.Contracts[0]
	var names []string
	for _, r := range c.Results {
		names = append(names, r.Name+": "+r.Type.String())
	}
	if got := strings.Join(names, ", "); got != "x: int, xs: seq<int>" {
		t.Errorf("results %s, want x: int, xs: seq<int>", got)
	}
	if n := len(c.Ensures()); n != 1 {
		t.Errorf("%d postconditions, want 1 (the yield ensures is not one)", n)
	}
}
