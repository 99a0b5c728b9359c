package dafny

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

const bodies = `
method Sum(s: seq<int>) returns (r: int)
  ensures r >= 0 || |s| > 0
{
  r := 0;
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    decreases |s| - i
  {
    r := r + s[i];
    i := i + 1;
  }
}

method BinarySearch(a: array<int>, key: int) returns (n: int)
  requires forall i, j :: 0 <= i < j < a.Length ==> a[i] <= a[j]
{
  var lo, hi := 0, a.Length;
  while lo < hi
    invariant 0 <= lo <= hi <= a.Length
  {
    var mid := (lo + hi) / 2;
    if a[mid] < key {
      lo := mid + 1;
    } else {
      hi := mid;
    }
  }
  n := lo;
}

method Append(a: array<int>, b: int) returns (c: array<int>)
{
  c := new int[a.Length + 1];
  var i := 0;
  while (i < a.Length)
  {
    c[i] := a[i];
    i := i + 1;
  }
  c[a.Length] := b;
}

method Up(n: nat) returns (s: seq<int>)
{
  s := [];
  for i := 0 to n {
    s := s + [i];
  }
}

method Down(n: nat) returns (s: seq<int>)
{
  s := [];
  for i := n downto 1 {
    s := s + [i];
  }
}

// Early return with values from inside a loop, break and continue.
method Find(s: seq<int>, x: int) returns (found: bool, at: int)
{
  for i := 0 to |s| {
    if s[i] == x {
      return true, i;
    }
  }
  return false, -1;
}

method CountUntilZero(s: seq<int>) returns (n: int)
{
  n := 0;
  var i := 0;
  while i < |s| {
    i := i + 1;
    if s[i-1] < 0 {
      continue;
    } else if s[i-1] == 0 {
      break;
    }
    n := n + 1;
  }
}

function Double(x: int): int { 2 * x }

lemma DoubleIsEven(x: int)
  ensures Double(x) % 2 == 0
{
}

method Caller(s: seq<int>) returns (t: int, u: int)
{
  DoubleIsEven(3);
  var total := Sum(s);
  var q, w := Pair(total);
  t := Double(q);
  u := w;
}

method Pair(x: int) returns (a: int, b: int)
  requires x >= 0
{
  a, b := x, x + 1;
  a, b := b, a;
}

method Same(a: array<int>) returns (b: array<int>)
{
  b := a;
}

method WriteThrough(a: array<int>)
  requires a.Length > 0
  modifies a
{
  var b := Same(a);
  b[0] := 42;
}

method WriteRead(x: int) returns (r: int, s: int)
{
  var a := new int[2];
  a[0] := x;
  r := a[0];
  SetFirst(a, x + 1);
  s := a[0];
}

method SetFirst(a: array<int>, v: int)
  requires a.Length > 0
  modifies a
{
  a[0] := v;
}

method Fill(n: nat) returns (a: array<int>, z: array<bool>, d: seq<int>)
{
  a := new int[n](i => i * i);
  z := new bool[n];
  var w := new int[n];
  d := w[..];
}

method Safe(xs: seq<int>) returns (a: array<int>)
{
  a := new int[|xs|](i requires 0 <= i < |xs| => xs[i]);
  assert a[..] == xs;
}

method Write(a: array<int>, i: int)
  modifies a
{
  a[i] := 1;
}

method Forever(n: int)
  decreases *
{
  var i := 0;
  while true
    decreases *
  {
    i := i + 1;
  }
}

method BadAssert(x: int)
{
  assert x > 0;
}

method Choose(s: set<int>) returns (x: int)
  requires s != {}
{
  x :| x in s;
}

method Exotic(a: array<int>)
  modifies a
{
  forall i | 0 <= i < a.Length {
    a[i] := 0;
  }
}

method Broken(x: int) returns (y: int)
  ensures y == x
{
  y := (x +;
}

method Triple(x: int) returns (r: int)
{
  if {
    case x < 18 =>
      var a, b := 2 * x, 4 * x;
      r := (a + b) / 2;
    case 0 <= x =>
      var y := 2 * x;
      r := x + y;
  }
}

method Sign(x: int) returns (s: int)
{
  s := 0;
  if
  case x < 0 => s := -1;
  case x > 0 => s := 1;
}

method AfterBroken(x: int) returns (y: int)
  ensures y == x + 1
{
  y := x + 1;
}
`

func parseBodies(t *testing.T) *ir.Module {
	t.Helper()
	m := ParseFile("bodies.dfy", bodies)
	for _, p := range m.Problems {
		t.Errorf("problem: %s %s: %s", p.R, p.Code, p.Message)
	}
	return m
}

func run(t *testing.T, m *ir.Module, name string, args ...ir.Value) (*ir.RunResult, *ir.Stop) {
	t.Helper()
	impl := m.Impls[name]
	if impl == nil {
		t.Fatalf("no implementation of %s", name)
	}
	return ir.NewCtx(m).Run(impl, m.Impls, args, 10_000)
}

func ints(xs ...int64) []ir.Value {
	out := make([]ir.Value, len(xs))
	for i, x := range xs {
		out[i] = ir.NewInt(x)
	}
	return out
}

func seqOf(xs ...int64) ir.Value { return ir.Seq{Elems: ints(xs...)} }
func arrOf(xs ...int64) ir.Value { return ir.Array{Elems: ints(xs...), Dims: []int{len(xs)}} }
func printAll(vs []ir.Value) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = PrintValue(v)
	}
	return strings.Join(parts, "; ")
}

// TestMethodBodiesRun runs lowered method bodies and checks results and
// post-states.
func TestMethodBodiesRun(t *testing.T) {
	m := parseBodies(t)
	cases := []struct {
		name string
		args []ir.Value
		want string // results, then "| post-state of parameter 0" when set
	}{
		{"Sum", []ir.Value{seqOf(1, 5, 7)}, "13"},
		{"BinarySearch", []ir.Value{arrOf(1, 3, 3, 8), ir.NewInt(3)}, "1"},
		{"BinarySearch", []ir.Value{arrOf(1, 3, 3, 8), ir.NewInt(9)}, "4"},
		{"Append", []ir.Value{arrOf(4, 5), ir.NewInt(6)}, "[4, 5, 6]"},
		{"Up", ints(3), "[0, 1, 2]"},
		{"Down", ints(3), "[2, 1]"}, // for i := 3 downto 1: i = 2, 1
		{"Up", ints(0), "[]"},
		{"Find", []ir.Value{seqOf(4, 7, 7), ir.NewInt(7)}, "true; 1"},
		{"Find", []ir.Value{seqOf(4, 7), ir.NewInt(5)}, "false; -1"},
		{"CountUntilZero", []ir.Value{seqOf(1, -1, 2, 0, 5)}, "2"},
		{"Caller", []ir.Value{seqOf(1, 2)}, "8; 3"}, // Sum 3; Pair swaps to (4, 3); Double 4
		{"WriteThrough", []ir.Value{arrOf(1, 2)}, "| [42, 2]"},
		// An element read back after a write, and after a call that
		// writes it (the frame once kept the array as it was).
		{"WriteRead", ints(15), "15; 16"},
		{"Fill", ints(3), "[0, 1, 4]; [false, false, false]; [0, 0, 0]"},
		{"Safe", []ir.Value{seqOf(5, 6)}, "[5, 6]"},
		{"AfterBroken", ints(1), "2"},
		{"Triple", ints(-1), "-3"},
		{"Triple", ints(20), "60"},
		{"Sign", ints(-4), "-1"},
		{"Sign", ints(4), "1"},
	}
	for _, c := range cases {
		res, stop := run(t, m, c.name, c.args...)
		if stop != nil {
			t.Errorf("%s%v: stopped: %s: %s", c.name, c.args, stop.Status, stop.Reason)
			continue
		}
		got := printAll(res.Results)
		if strings.HasPrefix(c.want, "|") {
			got = "| " + PrintValue(res.Post[0])
		}
		if got != c.want {
			t.Errorf("%s%v = %s; want %s", c.name, c.args, got, c.want)
		}
	}
}

// TestMethodBodiesStop: what does not run says why, and ill-defined runs
// (an out-of-range write, a false assertion, a call outside the callee's
// precondition) are told from unknown ones.
func TestMethodBodiesStop(t *testing.T) {
	m := parseBodies(t)
	cases := []struct {
		name   string
		args   []ir.Value
		status ir.Status
		reason string
	}{
		{"Write", []ir.Value{arrOf(1, 2), ir.NewInt(2)}, ir.IllDefined, "out of range"},
		{"BadAssert", ints(0), ir.IllDefined, "assertion"},
		{"Caller", []ir.Value{seqOf(-5)}, ir.IllDefined, "outside its precondition"},
		{"Forever", ints(0), ir.Unknown, "fuel"},
		{"Choose", []ir.Value{ir.MakeSet(ints(1))}, ir.Unknown, "such-that"},
		{"Exotic", []ir.Value{arrOf(1)}, ir.Unknown, "forall statements"},
		{"Broken", ints(1), ir.Unknown, "the body of Broken is not read"},
		// Both cases hold: Dafny may run either.
		{"Triple", ints(5), ir.Unknown, "more than one case"},
		{"Sign", ints(0), ir.Unknown, "no case"},
	}
	for _, c := range cases {
		_, stop := run(t, m, c.name, c.args...)
		if stop == nil || stop.Status != c.status || !strings.Contains(stop.Reason, c.reason) {
			t.Errorf("%s%v: got %+v; want %s mentioning %q", c.name, c.args, stop, c.status, c.reason)
		}
	}
	// BadAssert holds where x > 0.
	if _, stop := run(t, m, "BadAssert", ints(1)...); stop != nil {
		t.Errorf("BadAssert(1): %+v", stop)
	}
}

// TestMethodBodiesShape: contracts survive a body that does not parse,
// calls are told from function applications, and requires reach the Impl.
func TestMethodBodiesShape(t *testing.T) {
	m := parseBodies(t)
	byName := map[string]*ir.Contract{}
	for _, c := range m.Contracts {
		byName[c.Name] = c
	}
	if c := byName["Broken"]; c == nil || len(c.Ensures()) != 1 || c.Impl == nil || len(c.Impl.Body) != 1 {
		t.Errorf("Broken: contract or its single Unread body lost: %+v", c)
	}
	if c := byName["AfterBroken"]; c == nil || c.Impl == nil {
		t.Errorf("the method after a broken body is lost")
	}
	if byName["Double"].Impl != nil || byName["DoubleIsEven"].Impl != nil || m.Impls["DoubleIsEven"] != nil {
		t.Errorf("functions and lemmas have no statement bodies")
	}
	if n := len(m.Impls["Pair"].Requires); n != 1 {
		t.Errorf("Pair has %d requires in its Impl; want 1", n)
	}
	// Caller: the lemma call is erased, Sum and Pair are calls, Double an
	// assignment.
	var kinds []string
	for _, s := range m.Impls["Caller"].Body {
		switch s := s.(type) {
		case *ir.CallStmt:
			kinds = append(kinds, "call "+s.Name)
		case *ir.VarDecl:
			kinds = append(kinds, "var")
		case *ir.Assign:
			kinds = append(kinds, "assign")
		default:
			kinds = append(kinds, "other")
		}
	}
	if got := strings.Join(kinds, ", "); got != "var, call Sum, var, call Pair, assign, assign" {
		t.Errorf("Caller lowered to %s", got)
	}
}

// TestMethodBodiesAddNoProblems: bodies with constructs the reader does
// not run, or cannot parse, add no problem to the file (they used to be
// skipped), and the reader resumes after them.
func TestMethodBodiesAddNoProblems(t *testing.T) {
	src := `method A(x: int) returns (y: int)
  ensures y > x
{
  calc { x; == x; }
  match x { case 0 => y := 1; case _ => y := x + 1; }
  if * { y := 1; } else { y := 2; }
  var o := new Cell(3);
  o.v := 5;
  label L: while x > 0 { break L; }
  y := x + 1 ==> ;; ) ;
}
method B(x: int) returns (y: int) ensures y == x { y := x; }
`
	m := ParseFile("a.dfy", src)
	if len(m.Problems) != 0 {
		t.Fatalf("problems: %+v", m.Problems)
	}
	if len(m.Contracts) != 2 || m.Impls["B"] == nil {
		t.Fatalf("contracts after the odd body: %d", len(m.Contracts))
	}
	if res, stop := ir.NewCtx(m).Run(m.Impls["B"], m.Impls, ints(4), 0); stop != nil || PrintValue(res.Results[0]) != "4" {
		t.Errorf("B(4): %v %+v", res, stop)
	}
	// Without the unparseable last line, each odd statement is its own
	// Unread with a reason (the match statement is read and run), and
	// the run stops at the first.
	m = ParseFile("a.dfy", strings.Replace(src, "  y := x + 1 ==> ;; ) ;\n", "", 1))
	var reasons []string
	for _, s := range m.Impls["A"].Body {
		if u, ok := s.(*ir.Unread); ok {
			reasons = append(reasons, u.Reason)
		}
	}
	if len(reasons) != 4 || len(m.Problems) != 0 {
		t.Errorf("unread statements: %q; problems %+v", reasons, m.Problems)
	}
	if _, ok := m.Impls["A"].Body[1].(*ir.MatchStmt); !ok {
		t.Errorf("match x { … } lowered to %T, want a match statement", m.Impls["A"].Body[1])
	}
	// The labelled loop runs as a loop; its labelled break is unread.
	body := m.Impls["A"].Body
	if w, ok := body[len(body)-1].(*ir.While); !ok || len(w.Body) != 1 {
		t.Errorf("label L: while … lowered to %T", body[len(body)-1])
	} else if u, ok := w.Body[0].(*ir.Unread); !ok || !strings.Contains(u.Reason, "labelled") {
		t.Errorf("break L lowered to %+v", w.Body[0])
	}
	if _, stop := ir.NewCtx(m).Run(m.Impls["A"], m.Impls, ints(1), 0); stop == nil || !strings.Contains(stop.Reason, "calc") {
		t.Errorf("A(1): %+v", stop)
	}
}

// TestBodiesFromDafnyTests: statements and expressions of Dafny's own test
// suite that Dafny 2.3 parses are read, so the method and function bodies
// around them are not dropped whole (syntax_dafny_test.go has them under
// "body constructs", checked against Dafny).
func TestBodiesFromDafnyTests(t *testing.T) {
	src := strings.ReplaceAll(`datatype Tree = Leaf | Node(left: Tree, val: int, right: Tree)
function Sum(t: Tree): int { if t == Leaf then 0 else var Node(l, v, r) := t; Sum(l) + v + Sum(r) }
function Second(k: ((int, int), int)): int { k.0.1 }
class C { var f: int var g: int }
method Odd(c: C, xs: seq<int>, t: Tree) returns (y: int)
  modifies c
  decreases *
{
  y := 0;
  var a := new [][1, 2];
  var (u, w) := var Node(l, v, r) := Node(Leaf, 1, Leaf); (v, 2);
  ghost var a1, {:assumption} a2 := true, false;
  var parts := xs[1:2:];
  if (*) { y := 0; }
  while (*) decreases * { break; }
  while
    decreases *
  {
    case y < 0 => y := y + 1;
  }
  modify {:myattr} {c}, c;
  forall i | i in {1, 2} && i < 0 { }
  assert unchanged(c'g);
  match t
  case Leaf => y := 0;
  case Node(_, _, _) => y := 1;
}
method Run(x: int) returns (y: int)
{
  assert L: x == x by { assert true; }
  assert 8: true;
  var p := ((x, x + 1), 2);
  y := p.0.1;
}
`, "'", "`")
	m := ParseFile("b.dfy", src)
	if len(m.Problems) != 0 {
		t.Fatalf("problems: %+v", m.Problems)
	}
	for _, name := range []string{"Odd", "Run"} {
		for _, s := range m.Impls[name].Body {
			if u, ok := s.(*ir.Unread); ok && strings.Contains(u.Reason, "is not read") {
				t.Errorf("%s: %s", name, u.Reason)
			}
		}
	}
	if res, stop := run(t, m, "Run", ints(3)...); stop != nil || printAll(res.Results) != "4" {
		t.Errorf("Run(3): %v %+v", res, stop)
	}
	for expr, want := range map[string]ir.Status{
		"Sum(Node(Leaf, 3, Node(Leaf, 4, Leaf))) == 7": ir.True,
		"Second(((1, 2), 3)) == 2":                     ir.True,
	} {
		e, _ := ParseExpr(expr)
		if got, stop := ir.NewCtx(m).Check(e, nil); got != want {
			t.Errorf("%s: %v (%v), want %v", expr, got, stop, want)
		}
	}
}

// TestMatchStatementsRun: match statements (braced, and unbraced cases
// running to the block's end) bind their patterns' variables, and a bare
// constructor name in a body's match expression is the constructor, not
// a variable. Dafny 2.3 (dafny /compile:3) prints "3 false true" for Main
// of this program; the runs give the same.
func TestMatchStatementsRun(t *testing.T) {
	m := ParseFile("m.dfy", `datatype Tree = Leaf | Node(left: Tree, val: int, right: Tree)

method Insert(t: Tree, x: int) returns (r: Tree)
  decreases t
{
  match t {
    case Leaf => r := Node(Leaf, x, Leaf);
    case Node(l, v, rr) =>
      if x < v { var nl := Insert(l, x); r := Node(nl, v, rr); }
      else { var nr := Insert(rr, x); r := Node(l, v, nr); }
  }
}

method Depth(t: Tree) returns (d: int)
  decreases t
{
  match t
  case Leaf =>
    d := 0;
  case Node(l, _, r) =>
    var a := Depth(l);
    var b := Depth(r);
    d := if a < b then b + 1 else a + 1;
}

method IsLeaf(t: Tree) returns (b: bool)
{
  b := match t case Leaf => true case Node(_, _, _) => false;
}

method Main() returns (d: int, b: bool, c: bool)
{
  var t := Insert(Leaf, 5);
  t := Insert(t, 3);
  t := Insert(t, 1);
  d := Depth(t);
  b := IsLeaf(t);
  c := IsLeaf(Leaf);
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	res, stop := run(t, m, "Main")
	if stop != nil {
		t.Fatalf("Main stopped: %s", stop.Reason)
	}
	if got := printAll(res.Results); got != "3; false; true" {
		t.Errorf("Main = %s, want 3; false; true (as Dafny prints)", got)
	}
}

// TestRunKeepsEnvironments: the runner replaces a local's value in its
// frame's environment where nothing can keep that environment; a lambda
// made before an assignment still sees the value it was made with, and a
// local declared again in a loop body shadows the outer one each time.
func TestRunKeepsEnvironments(t *testing.T) {
	m := ParseFile("env.dfy", `
method Captured(n: int) returns (r: int)
{
  var y := 1;
  var f := x => x;
  f := x => x + y;
  y := 10;
  r := f(n) + y;
}

method Loop(n: int) returns (r: int)
{
  r := 0;
  var i := 0;
  while i < n
  {
    var i2 := i * 2;
    r := r + i2;
    i := i + 1;
  }
}
`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range []struct {
		name string
		arg  int64
		want string
	}{{"Captured", 5, "16"}, {"Loop", 5, "20"}} {
		res, stop := ir.NewCtx(m).Run(m.Impls[c.name], m.Impls, []ir.Value{ir.IntOf(c.arg)}, 1000)
		if stop != nil || res.Results[0].String() != c.want {
			t.Errorf("%s(%d) = %v (%v), want %s", c.name, c.arg, res, stop, c.want)
		}
	}
}
