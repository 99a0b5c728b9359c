package dafny

import (
	"strings"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestDafny4Grammar: constructs of the Dafny 4 grammar (reference manual)
// that real files use parse, and the contracts around them are read.
// Each source has one method Probe whose ensures must be read as written.
func TestDafny4Grammar(t *testing.T) {
	const probe = `
method Probe(x: int) returns (r: int)
  ensures r == x + 1
{ r := x + 1; }`
	cases := map[string]string{
		"extreme predicates and prefix predicates": `least predicate Even[nat](n: nat) { n == 0 || n >= 2 && Even(n - 2) }
greatest lemma EvenTwo[nat]() ensures Even#[1](0) {}
lemma UsesPrefix(k: ORDINAL) requires Even#[k](0) ensures true {}
` + probe,
		"quantifier domains": `predicate AllPos(s: seq<int>) { forall x <- s :: x > 0 }
function Doubles(s: set<int>): set<int> { set x <- s | x > 0 :: 2 * x }
function Keys(s: set<int>): map<int, int> { map x <- s :: x * x }
` + probe,
		"module attributes": `module {:options "-functionSyntax:4"} M {
  const K: int := 1
` + probe + `
}`,
		"export sets": `module M {
  export provides Probe reveals K
  export Full extends M
  const K: int := 1
` + probe + `
}`,
		"newtype before the closing brace": `module M {
  newtype opt_byte = c: int | -1 <= c < 256
}
` + probe,
		"type characteristics": `type Char(==)
type Zero(0)
function Id<T(==), U(0)>(x: T): T { x }
` + probe,
		"by method": `function Sum(s: seq<int>): int {
  if |s| == 0 then 0 else s[0] + Sum(s[1..])
} by method {
  r := 0;
}
` + probe,
		"field frames": `class Cell {
  var data: int
  method Set(v: int)
    modifies this` + "`" + `data
    ensures unchanged(` + "`" + `data) || data == v
  { data := v; }
}
` + probe,
		"conversion before a comparison": `predicate Small(c: char) { c as int < 256 }
` + probe,
		"tuple let": `function Pair(n: int): (int, int) { (n, n + 1) }
predicate P(n: int) { var (a, b) := Pair(n); a < b }
` + probe,
		"lemma call in an expression": `lemma L(n: nat) ensures n >= 0 {}
function F(n: nat): nat ensures (L(n); F(n) == n) { n }
` + probe,
		"let such that": `function Some(s: set<int>): int requires s != {} { var x :| x in s; x }
` + probe,
		"refinement skeletons and labelled fresh": `abstract module A { class C { } datatype D = X const k: int method M() returns (c: C) }
module B refines A {
  class C ... { }
  const k ... := 3
  datatype D = ... | Y
  method M... { label L: c := new C; assert fresh@L(c) || true; }
}
` + probe,
		"bitvector shifts and or": `method Rot(n: bv32, d: int) returns (result: bv32)
  requires 0 <= d < 32
  ensures result == ((n << d) | (n >> (32 - d)))
{ result := ((n << d) | (n >> (32 - d))); }
` + probe,
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			m := ParseFile("g.dfy", src)
			for _, pr := range m.Problems {
				if pr.Code == "syntax" {
					t.Errorf("syntax: %s at %v", pr.Message, pr.R)
				}
			}
			var c *ir.Contract
			for _, k := range m.Contracts {
				if k.Name == "Probe" {
					c = k
				}
			}
			if c == nil || len(c.Ensures()) != 1 || !strings.Contains(c.Ensures()[0].Text, "r == x + 1") {
				t.Fatalf("Probe not read: %+v", c)
			}
		})
	}
}

// TestDafnyParsedMeaning: what the new forms mean where the evaluator
// reads them.
func TestDafnyParsedMeaning(t *testing.T) {
	m := ParseFile("m.dfy", `function Pair(n: int): (int, int) { (n, n + 1) }
lemma L(n: nat) ensures n >= 0 {}
datatype D = A(x: int) | B {
  ghost const Ok?: bool := true
  const Pos? := A? && x > 0
  function Twice(): int requires A? { 2 * x }
  static function Make(n: int): D { A(n) }
}
datatype N = N2(0: int, 1: int)
module Lib { function Inc(n: int): int { n + 1 } }
module Use {
  import L = Lib
  function Two(): int { L.Inc(1) }
}
function Body(n: int): int { assert n == n; reveal Pair(); L(0); n + 1 }`)
	for expr, want := range map[string]ir.Status{
		"var (a, b) := Pair(3); a == 3 && b == 4": ir.True,
		"var (a, b) := Pair(3); a == b":           ir.False,
		"(L(2); 2 + 2 == 4)":                      ir.True,
		"'a' as int < 256":                        ir.True,
		// A discriminator names a constructor; a member ending in ? is
		// not one (and is not evaluated).
		"A(1).A?": ir.True,
		"A(1).B?": ir.False,
		// Members: consts and functions of this, with the fields and
		// discriminators as bare names; destructors; updates.
		"A(1).Ok?":                          ir.True,
		"A(1).Pos? && !A(-1).Pos?":          ir.True,
		"B.Pos?":                            ir.False,
		"A(4).Twice() == 8":                 ir.True,
		"D.Make(3).x == 3":                  ir.True,
		"A(1).(x := 5) == A(5)":             ir.True,
		"A(1).(x := 5).x == 1":              ir.False,
		"B.x == 0":                          ir.IllDefined, // B has no x
		"Lib.Inc(2) == 3 && Use.Two() == 2": ir.True,
		"Body(1) == 2":                      ir.True,
		// Quantifier domains: x <- C is x in C, with a range after |.
		"forall x <- [1, 2, 3] :: x > 0":                     ir.True,
		"exists x <- {1, 2} | x > 1 :: x == 2":               ir.True,
		"(set x <- {1, 2, 3} | x > 1 :: x * 2) == {4, 6}":    ir.True,
		"forall x <- [1, 2], y <- {3} | x < y :: x + y <= 5": ir.True,
		// A !! B !! C: mutually disjoint, not only neighbours.
		"{1} !! {2} !! {3}":                  ir.True,
		"{1} !! {2} !! {1}":                  ir.False,
		"N2(1, 2).0 == 1 && N2(1, 2).1 == 2": ir.True,
		// var x :| P; e: e's value when every x with P gives it.
		"var x :| x in {1}; x == 1":           ir.True,
		"var x :| x in {1, 2}; x > 0":         ir.True,
		"var x :| x in {1, 2}; x == 1":        ir.Unknown, // which x is not specified
		"var x :| x in {1, 2} && x > 5; true": ir.IllDefined,
		// An untyped variable used as an integer is probed with 0, 1, …:
		// i = 0 falsifies the ∀ (1 <= 0 is false), as in Dafny.
		"(forall i :: 1 <= i < 2 && [1, 2][i] <= 5) ==> false": ir.True,
	} {
		e, err := ParseExpr(expr)
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		if got, _ := ir.NewCtx(m).Check(e, nil); got != want {
			t.Errorf("%s: %v, want %v", expr, got, want)
		}
	}
}

// TestDafnyStatementsInExpressions: proof steps before a function's
// value are read, and a ';' in a let's value or an assertion ends it.
func TestDafnyStatementsInExpressions(t *testing.T) {
	m := ParseFile("s.dfy", `lemma L(n: int) ensures true {}
function Add(xs: seq<int>): (int, nat)
{
  if |xs| == 0 then (0, 0)
  else
    var (s, c) := Add(xs[1..]);
    var (o, k) := if s + xs[0] < 10 then (s + xs[0], 0)
                  else (s + xs[0] - 10, 1);
    (o, c + k)
}
function Pick(n: int): int
{
  if n < 0 then
    L(n);
    assert n < 0 by { L(n); }
    -n
  else
    calc { n; == n + 0; }
    reveal Add();
    n
}
method M(x: int) returns (r: int)
  ensures r >= 0
{
  r := if x < 0 then -x else x;
  return;
}`)
	for _, pr := range m.Problems {
		t.Errorf("problem: %s at %v", pr.Message, pr.R)
	}
	for expr, want := range map[string]ir.Status{
		"Add([4, 9]) == (3, 1)":         ir.True,
		"Pick(-3) == 3 && Pick(2) == 2": ir.True,
	} {
		e, _ := ParseExpr(expr)
		if got, stop := ir.NewCtx(m).Check(e, nil); got != want {
			t.Errorf("%s: %v (%v), want %v", expr, got, stop, want)
		}
	}
}
