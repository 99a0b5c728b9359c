package check

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
)

// views is a reduced copy of the shape of dafny-lang/libraries' JSON
// grammar: a datatype with members, a subset type of it, subset types of
// that one whose constraint no generated value meets (only the witness
// does), and a generic datatype built from them.
const views = `newtype uint32 = x: int | 0 <= x < 0x1_0000_0000
newtype uint8 = x: int | 0 <= x < 256
type byte = uint8
type bytes = seq<byte>

module Core {
  type View = v: View_ | v.Valid? witness View([], 0, 0)
  datatype View_ = View(s: bytes, beg: uint32, end: uint32) {
    ghost const Valid?: bool := 0 <= beg as int <= end as int <= |s| < 0x1_0000_0000
    function Length(): uint32 requires Valid? { end - beg }
    function Bytes(): bytes requires Valid? { s[beg..end] }
    static function Sum(a: uint32, b: uint32): int { a as int + b as int }
    function Both(): int requires Valid? { Sum(beg, end) }
    static function OfBytes(bs: bytes): (v: View)
      requires |bs| < 0x1_0000_0000
      ensures v.Bytes() == bs
    { View(bs, 0 as uint32, |bs| as uint32) }
    predicate Char?(c: char) requires Valid? requires c as int < 256 { Bytes() == [c as byte] }
  }
  const QUOTE := View.OfBytes(['"' as byte])
  type jquote = v: View | v.Char?('"') witness QUOTE
  type jblanks = v: View | forall b | b in v.Bytes() :: b == 32 witness View.OfBytes([])
  datatype Structural<+T> = Structural(before: jblanks, t: T, after: jblanks)
  datatype Error = Missing | Other(code: int)
}

module Spec {
  import opened Core
  // A function of a constructor's name: the constructor stays one.
  function View(v: View): bytes { v.Bytes() }
}

module Use {
  import opened Core
  import Spec

  function QuoteLength(q: jquote): (n: int)
    ensures n == 1
  { q.Length() as int }

  function InnerLength(st: Structural<View>): (n: int)
    ensures n >= 0
  { st.t.Length() as int }

  function Bounds(v: View): (n: int)
    ensures n >= 0
  { v.Both() }

  function Fail(b: bool): (e: Core.Error)
    ensures b ==> e == Core.Missing
  { if b then Core.Missing else Core.Other(1) }
}
`

// TestSubsetTypesAreSearched: a subset type's witness is a value the
// search tries (else no View that is one quote character is ever built),
// a generic datatype is built from its arguments as declared, named types
// are no datatype level of their own, and a constructor, a static member
// and a module-qualified constructor are what Dafny resolves them to.
func TestSubsetTypesAreSearched(t *testing.T) {
	rep := File(context.Background(), "views.dfy", []byte(views), nil)
	want := map[string]bool{"QuoteLength": true, "InnerLength": true, "Bounds": true, "Fail": true, "OfBytes": true}
	for _, cr := range rep.Contracts {
		if !want[cr.Contract.Name] {
			continue
		}
		delete(want, cr.Contract.Name)
		if cr.Search.Status != analyzers.SearchDone {
			t.Errorf("%s: %s, want every input searched", cr.Contract.Name, cr.Search.Text())
		}
		for _, f := range cr.Findings {
			if f.Severity <= ir.SevWarning {
				t.Errorf("%s: unexpected finding %s: %s", cr.Contract.Name, f.Code, f.Message)
			}
		}
	}
	if len(want) > 0 {
		t.Errorf("contracts not reported: %v", want)
	}
}

// TestFloatingPointAndSizes: fp64 and fp32 contracts are searched with
// Dafny's rules (ghost == is identity, so Negate's r != x holds at ±0 and
// ±∞; a postcondition an unrelated constant meets is weak), a
// precondition that asks for a long array is met by a generated one,
// datatypes that share a constructor name keep their own, and a static
// member is called by its bare name.
func TestFloatingPointAndSizes(t *testing.T) {
	src := `method Id(x: fp64) returns (r: fp64)
  ensures r == x
{ r := x; }

function Negate(x: fp64): (r: fp64)
  requires !x.IsNaN
  ensures r != x || x.IsZero && false
{ -x }

method Weak(x: fp64) returns (r: fp64)
  requires !x.IsNaN
  ensures !r.IsNaN
{ r := x * 2.0; }

function Abs32(x: fp32): (r: fp32)
  requires !x.IsNaN
  ensures !r.IsNegative
{ fp32.Abs(x) }

method Zero(a: array<int>)
  requires 100 <= a.Length && a[50] == 7
  modifies a
  ensures a[50] == 7 && a[60] == 0
{ a[60] := 0; }

datatype A = End | Wrap(seq<A>)
datatype B = End | Pair(B, B)
lemma Rank(a: A)
  ensures a != Wrap([a])
{ }

class C {
  static function One(): int ensures One() > 0 { 1 }
  static function Two(): int ensures Two() > 1 { One() + One() }
}

function ToR(x: fp64): (r: real)
  requires x.IsFinite
  ensures r >= 0.0 || x.IsNegative
{ x as real }

function Back(n: int): (x: fp64)
  requires -1000 <= n <= 1000
  ensures x as int == n
{ n as fp64 }

lemma Subset(a: set<object>, b: set<object>)
  requires forall x :: x in a ==> x in b
  ensures a <= b
{ }

class D { var v: int }
method OnlyD(s: set<object>) returns (t: set<D>)
  ensures t <= s
{ t := set x: D | x in s; }
`
	rep := File(context.Background(), "fp.dfy", []byte(src), nil)
	weak := map[string]bool{}
	for _, cr := range rep.Contracts {
		for _, f := range cr.Findings {
			if f.Severity <= ir.SevWarning {
				weak[cr.Contract.Name] = true
			}
		}
		if cr.Search.Status != analyzers.SearchDone {
			t.Errorf("%s: %s, want every input searched", cr.Contract.Name, cr.Search.Text())
		}
	}
	for _, name := range []string{"Id", "Negate", "Abs32", "Zero", "Rank", "One", "Two", "Subset", "OnlyD", "ToR", "Back"} {
		if weak[name] {
			t.Errorf("%s: a warning on a faithful contract", name)
		}
	}
	if !weak["Weak"] {
		t.Errorf("Weak: no warning, although r = 0.0 meets its postcondition for every x")
	}
}

// TestProducersAlgebraRefinement: a subset type without a witness gets
// the values the file's function declared to return it computes; an
// operation over a finite type may be addition modulo n (so a group's
// unit exists); a range is read through a predicate's body; a refining
// module's qualified names reach the refined module's functions, but not
// where another module's function of the same name could be run
// (Sixteen: no false counterexample); omitted arguments take defaults.
func TestProducersAlgebraRefinement(t *testing.T) {
	src := `type Pair = s: seq<int> | |s| == 2 && 0xC0 <= s[0] < 0xE0 && 0x80 <= s[1] < 0xC0 witness *

function Encode(v: int): (m: Pair)
  requires 0x80 <= v < 0x800
{ [0xC0 + v / 64, v % 64 + 0x80] }

function Decode(m: Pair): (v: int)
  ensures 0 <= v < 0x800
{ (m[0] - 0xC0) * 64 + (m[1] - 0x80) }

predicate IsUnital<T(!new)>(bop: (T, T) -> T, unit: T) {
  forall x :: bop(unit, x) == x && bop(x, unit) == x
}

lemma UnitIsUnique<T(!new)>(bop: (T, T) -> T, u1: T, u2: T)
  requires IsUnital(bop, u1) && IsUnital(bop, u2)
  ensures u1 == u2
{ }

predicate InS(x: int, s: set<int>) { x in s }

lemma AllSmall(s: set<int>)
  requires forall x :: x in s ==> x < 10
  ensures forall y | InS(y, s) :: y < 10
{ }

abstract module P { function Twice(x: int): int { x + x } }
module Q refines P { }
module R {
  import Q
  function Four(x: int): (r: int) ensures r == 4 * x { Q.Twice(Q.Twice(x)) }
}

abstract module S {
  function B(): nat
  function Base(): nat { B() * 2 }
}
module S1 refines S { function B(): nat { 8 } }
module S2 refines S { function B(): nat { 16 } }
module U {
  import S1
  function Sixteen(): (r: nat) ensures r == 16 { S1.Base() }
}

function Add(x: int, y: int := 1): int { x + y }
function Inc(x: int): (r: int) ensures r == x + 1 { Add(x) }
`
	rep := File(context.Background(), "p.dfy", []byte(src), nil)
	got := map[string]ContractReport{}
	for _, cr := range rep.Contracts {
		got[cr.Contract.Name] = cr
		for _, f := range cr.Findings {
			if f.Severity <= ir.SevWarning {
				t.Errorf("%s: a warning on a verified contract: %s", cr.Contract.Name, f.Message)
			}
		}
	}
	for _, name := range []string{"Decode", "UnitIsUnique", "AllSmall", "Four", "Inc"} {
		if s := got[name].Search; s.Status != analyzers.SearchDone {
			t.Errorf("%s: %s, want every input searched", name, s.Text())
		}
	}
	if s := got["Sixteen"].Search; s.Status == analyzers.SearchDone {
		t.Errorf("Sixteen: %s; S1.Base() runs a B() of an unknown module, so it cannot be decided", s.Text())
	}
}

// TestRationalGrowthStops: a function that squares a rational forty times
// (2^40 bits by the end) is stopped by the size guard on rationals, with
// that reason, instead of running until the machine gives out; its
// contract is then not called searched. (The time is in BENCHMARKS.)
func TestRationalGrowthStops(t *testing.T) {
	src := `function Sq(x: real, n: nat): real
  decreases n
{ if n == 0 then x else Sq(x * x + 1.0 / 3.0, n - 1) }

function Grow(x: real): (r: real)
  ensures r >= 0.0 || x < 0.0
{ Sq(x, 40) }
`
	rep := File(context.Background(), "rat.dfy", []byte(src), nil)
	for _, cr := range rep.Contracts {
		if cr.Contract.Name != "Grow" {
			continue
		}
		if cr.Search.Status == analyzers.SearchDone || !strings.Contains(cr.Search.Text(), "a rational larger than") {
			t.Errorf("Grow: %s, want stopped by the size guard on rationals", cr.Search.Text())
		}
		return
	}
	t.Fatal("no contract Grow")
}
