package dafny

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestSyntaxAgainstDafny: constructs of Dafny's grammar, each parsed by
// specfaith with no syntax problem and, where dafny is installed, by the
// real Dafny (/noResolve: syntax only) with no error either — a
// construct specfaith reads and Dafny 2.3 rejects would be Dafny 4
// syntax, and is said so in its name. Add a construct here with each
// parser change.
func TestSyntaxAgainstDafny(t *testing.T) {
	cases := map[string]string{
		"generic datatype constructor arguments": `datatype List<T> = Nil | Cons(T, List<T>)
datatype Opt<T> = None | Some(value: T)`,
		"type parameter characteristics": `datatype Tree<K(==), V> = Leaf | Node(Tree<K, V>, K, V, Tree<K, V>)
class Box<T(0)> {
  var x: T
  constructor () {}
}
function F<T(==)>(s: seq<T>, x: T): bool { x in s }`,
		"bare tuple and nested collection types in constructors": `datatype Pair = Pair((int, int), seq<map<int, set<int>>>)`,
		"nested type arguments": `method M<T(!new)>(a: array<seq<seq<int>>>) returns (r: nat)
  ensures r == a.Length
{ r := a.Length; }
type Synonym<T> = seq<seq<T>>`,
		"variance annotations (<-T lexes as one token)": `datatype Contra<-T> = Contra(f: T -> bool)
datatype Co<+T, -U, *V, !W> = Co(T)`,
		"disjointness chains": `predicate P(a: set<int>, b: set<int>, c: set<int>)
  requires a !! b !! c
{ a !! b !! c }`,
		"prefix equality": `codatatype Stream = Cons(head: int, tail: Stream)
predicate Q(s: Stream, t: Stream, k: nat)
  requires s ==#[k] t
{ s !=#[k + 1] t }`,
		"signature ellipsis in a refining module": `abstract module A {
  datatype D = X
  method M(x: int) returns (y: int)
  function F(x: int): int
  twostate predicate P(c: object)
}
module B refines A {
  method M... { y := x; }
  function F ... { x + 1 }
  twostate predicate P... { true }
}`,
		"subset type without a base type and ghost witness": `type Five = x | 5 <= x ghost witness 6
type Small = x: int | 0 <= x < 10 witness 3
newtype Big = x | 100 <= x ghost witness 100
method M(f: Five) returns (r: int) ensures r == 0 { r := 0; }`,
		"digit labels and labelled old and unchanged": `class C { var g: int }
method M(c: C, x: int)
  requires X: 0 <= x
  requires 8: x < 100
  modifies c
{
  label A:
  c.g := c.g + 1;
  assert L: old@A(c.g) < c.g;
  assert unchanged@A(c` + "`" + `g) == unchanged@A(c);
}`,
		"imports of export sets": `module Lib {
  export X provides F
  export Y reveals F
  function F(): int { 3 }
}
module Client {
  import Lib` + "`" + `X
  import L = Lib` + "`" + `Y
  import opened K = Lib` + "`" + `{X, Y}
}`,
		"destructors named by digits": `datatype Klef = C0(0: int, 1: int, c0: int) | C1(1: int, 2: int)
function G(k: Klef): int requires k.C0? { k.0 + k.1 }`,
		"semicolons after method clauses": `method Loop(n: int)
  requires 0 <= n;
  decreases *;
  ensures true;
{ }`,
		"byte order mark": "\uFEFFmethod M() { }",
		// Statements and expressions in bodies (a body that does not
		// parse adds no problem: TestBodiesFromDafnyTests checks them).
		"body constructs": `datatype Tree = Leaf | Node(left: Tree, val: int, right: Tree)
function Sum(t: Tree): int { if t == Leaf then 0 else var Node(l, v, r) := t; Sum(l) + v + Sum(r) }
function Second(k: ((int, int), int)): int { k.0.1 }
class C { var f: int var g: int }
method Body(c: C, xs: seq<int>, t: Tree, k: ((int, int), int)) returns (y: int)
  requires |xs| == 3
  modifies c
  decreases *
{
  var a := new [][1, 2];
  var (u, w) := var Node(l, v, r) := Node(Leaf, 1, Leaf); (v, 2);
  ghost var {:assumption} a0 := true;
  ghost var a1, {:assumption} a2 := true, false;
  assert L: 0 <= 1 by { assert true; }
  assert 8: true;
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
  c.f := c.f + 1;
  assert unchanged(c` + "`" + `g);
  match t
  case Leaf => y := 0;
  case Node(_, _, _) => y := k.0.1;
}
abstract module A { method M(x: int) returns (y: int) { y := x; } }
module B refines A { method M... { ...; } }`,
	}
	dafnyBin, _ := exec.LookPath("dafny")
	if dafnyBin == "" && os.Getenv("CI") != "" {
		t.Fatal("dafny not on PATH: run make setup")
	}
	dir := t.TempDir()
	for name, src := range cases {
		m := ParseFile("t.dfy", src)
		for _, p := range m.Problems {
			t.Errorf("%s: specfaith: %s (line %d)", name, p.Message, p.R.Start.Line)
		}
		if dafnyBin == "" {
			continue
		}
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "_")+".dfy")
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, _ := exec.Command(dafnyBin, "/compile:0", "/noResolve", path).CombinedOutput()
		if strings.Contains(string(out), "Error") || strings.Contains(string(out), "parse errors") {
			t.Errorf("%s: Dafny rejects it:\n%s", name, out)
		}
	}
}
