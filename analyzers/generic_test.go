package analyzers_test

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/nagini"
)

// TestGenericContractsAreSearched: a contract over a type parameter is
// searched with it taken as int, and says so; a weak one is found weak.
func TestGenericContractsAreSearched(t *testing.T) {
	m := dafny.ParseFile("g.dfy", `method Pick<T>(s: seq<T>) returns (r: T)
  requires |s| > 0
  ensures r in s
{ r := s[0]; }

method Keep<T>(s: seq<T>) returns (r: seq<T>)
  ensures |r| <= |s|
{ r := s; }`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status != analyzers.SearchDone {
			t.Errorf("%s: search %+v, want searched", c.Name, a.Search)
		}
		if !strings.Contains(strings.Join(a.Unexplored, "; "), "type parameters T taken as int") {
			t.Errorf("%s: unexplored %v does not say how T was taken", c.Name, a.Unexplored)
		}
		weak := false
		for _, f := range a.Findings {
			if f.Code == analyzers.CodeTrivialWitness || f.Code == analyzers.CodeUnconstrained {
				weak = true
			}
		}
		if want := c.Name == "Keep"; weak != want {
			t.Errorf("%s: weak %v, want %v: %+v", c.Name, weak, want, a.Findings)
		}
	}
}

// TestFixedOutputs: a function's body defines its result, so a search
// that checked the postcondition on the body's output for every input
// tried is complete, and says whose outputs it used.
func TestFixedOutputs(t *testing.T) {
	m := dafny.ParseFile("f.dfy", `function Double(x: int): int
  ensures Double(x) == 2 * x
{ x + x }

method Zero(a: array<int>) returns (n: int)
  modifies a
  ensures n == a.Length
  ensures forall i :: 0 <= i < a.Length ==> a[i] == 0
{
  var k := 0;
  while k < a.Length
    invariant 0 <= k <= a.Length
    invariant forall i :: 0 <= i < k ==> a[i] == 0
  {
    a[k] := 0;
    k := k + 1;
  }
  n := a.Length;
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if c.Name == "Zero" {
			// A result and a modified array: the result is searched
			// against the array's final states tried.
			if a.Search.Status != analyzers.SearchDone || len(a.Findings) > 0 {
				t.Errorf("Zero: search %+v, findings %+v; want searched, none", a.Search, a.Findings)
			}
			continue
		}
		if a.Search.Status != analyzers.SearchDone || !strings.Contains(a.Search.Text(), "with the output the body computes") {
			t.Errorf("%s: search %q, want searched with the body's outputs", c.Name, a.Search.Text())
		}
	}
}

// TestDatatypeParametersAreSearched: a parameter of a datatype the file
// declares takes values built from its constructors (a recursive one to
// a small depth).
func TestDatatypeParametersAreSearched(t *testing.T) {
	m := dafny.ParseFile("d.dfy", `datatype Color = Red | Green | Blue
datatype List = Nil | Cons(head: int, tail: List)

method Name(c: Color) returns (n: int)
  ensures c == Red ==> n == 0
{ if c == Red { n := 0; } else { n := 1; } }

method Len(l: List) returns (n: int)
  ensures n >= 0
{ n := 0; }`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status == analyzers.SearchSkipped || a.Search.Inputs < 3 {
			t.Errorf("%s: search %+v, want inputs built from the constructors", c.Name, a.Search)
		}
		// Name leaves n free for Green and Blue: found where c == Red is false.
		if c.Name == "Name" {
			found := false
			for _, f := range a.Findings {
				if f.Code == analyzers.CodeUnconstrained && strings.Contains(f.Message, "when `c == Red` is false") {
					found = true
				}
			}
			if !found {
				t.Errorf("Name: findings %+v, want n unconstrained for Green", a.Findings)
			}
		}
	}
}

// TestBodilessConstantsAreChosen: a constant declared without a body (an
// abstract module's BASE()) is fixed to a value its own contract allows,
// and the search says which.
func TestBodilessConstantsAreChosen(t *testing.T) {
	m := dafny.ParseFile("b.dfy", `abstract module Digits {
  function BASE(): nat
    ensures BASE() > 1
  function Value(xs: seq<nat>): nat
  {
    if |xs| == 0 then 0 else Value(xs[1..]) * BASE() + xs[0]
  }
  function Last(xs: seq<nat>): (d: nat)
    requires |xs| > 0 && forall i :: 0 <= i < |xs| ==> xs[i] < BASE()
    ensures d < BASE()
  {
    xs[|xs| - 1]
  }
  method Digit(n: nat) returns (d: nat)
    ensures d < BASE()
  {
    d := n % BASE();
  }
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		if c.Name == "BASE" || c.Name == "Value" {
			continue
		}
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status == analyzers.SearchSkipped || a.Search.Decided == 0 {
			t.Errorf("%s: not searched: %+v", c.Name, a.Search)
		}
		if !strings.Contains(strings.Join(a.Unexplored, "; "), "BASE() taken as 2") {
			t.Errorf("%s: unexplored %v does not say how BASE() was taken", c.Name, a.Unexplored)
		}
		// Digit's d < BASE() admits d = 0 whatever n is: weak, and found
		// so under BASE() = 2 as under any other choice.
		weak := false
		for _, f := range a.Findings {
			weak = weak || f.Code == analyzers.CodeTrivialWitness
		}
		if want := c.Name == "Digit"; weak != want {
			t.Errorf("%s: weak %v, want %v: %+v", c.Name, weak, want, a.Findings)
		}
		for _, f := range a.Findings {
			if !strings.Contains(f.Message, "(with BASE() = 2)") {
				t.Errorf("%s: finding %q does not say which BASE() it was found with", c.Name, f.Message)
			}
		}
	}
}

// TestRelationsOverTypeParameters: a type parameter that a function
// parameter ranges over is taken as a finite type, so the properties
// quantified over it (∀ x :: R(x, x)) are decided, and a contract that
// forgets one is found weak.
func TestRelationsOverTypeParameters(t *testing.T) {
	m := dafny.ParseFile("r.dfy", `ghost predicate Reflexive<T>(R: (T, T) -> bool) { forall x :: R(x, x) }
ghost predicate Transitive<T>(R: (T, T) -> bool) { forall x, y, z :: R(x, y) && R(y, z) ==> R(x, z) }
ghost predicate Least<T>(R: (T, T) -> bool, m: T, s: set<T>) { m in s && forall x | x in s :: R(m, x) }

lemma LeastIsIn<T>(R: (T, T) -> bool, a: T, s: set<T>)
  requires Reflexive(R) && Transitive(R)
  requires forall x, y :: R(x, y) && R(y, x) ==> x == y
  requires Least(R, a, s)
  ensures a in s
{
}

method PickLeast<T>(R: (T, T) -> bool, s: set<T>) returns (m: T)
  requires Reflexive(R) && Transitive(R) && s != {}
  ensures m in s
{
  m :| m in s;
}

function Apply<T>(f: T ~> int, x: T): int
  requires f.requires(x)
  ensures Apply(f, x) == f(x)
{
  f(x)
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		if len(c.Ensures()) == 0 {
			continue
		}
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status == analyzers.SearchSkipped || a.Search.Decided == 0 {
			t.Errorf("%s: not searched: %+v", c.Name, a.Search)
			continue
		}
		if !strings.Contains(strings.Join(a.Unexplored, "; "), "taken as the 3 values 0 … 2") {
			t.Errorf("%s: unexplored %v does not say how T was taken", c.Name, a.Unexplored)
		}
		if len(a.Findings) > 0 {
			t.Errorf("%s: findings %+v, want none", c.Name, a.Findings)
		}
	}
}

// TestDeclaredOptionIsTheFilesOwn: Dafny has no built-in Option; the
// search builds the file's own Some/None, so r.Some? and r.value mean
// what they say (a generated built-in some once made every output
// "accepted", a false tautology).
func TestDeclaredOptionIsTheFilesOwn(t *testing.T) {
	m := dafny.ParseFile("o.dfy", `datatype Option<T> = None | Some(value: T)

method Find(a: seq<int>, key: int) returns (r: Option<nat>)
  ensures r.Some? ==> r.value < |a| && a[r.value] == key
  ensures r.None? ==> key !in a
{
  r := None;
  var i := 0;
  while i < |a|
    invariant 0 <= i <= |a|
    invariant key !in a[..i]
  {
    if a[i] == key { return Some(i); }
    i := i + 1;
  }
}

method Weak(a: seq<int>, key: int) returns (r: Option<nat>)
  ensures r.Some? ==> r.value < |a|
{
  r := None;
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		var codes []string
		for _, f := range a.Findings {
			codes = append(codes, f.Code)
		}
		got := strings.Join(codes, ",")
		switch c.Name {
		case "Find":
			if got != "" {
				t.Errorf("Find: findings %s, want none: %+v", got, a.Findings)
			}
		case "Weak":
			if !strings.Contains(got, analyzers.CodeTrivialWitness) {
				t.Errorf("Weak: findings %q, want a trivial witness (None is always accepted)", got)
			}
		}
	}
}

// TestModifiedArraysAreSearched: a method whose outputs are the arrays it
// modifies is searched on their final state. A sort that only promises
// to keep the elements is met by leaving the array as it was; a full
// sort, and a fill whose implementation does what its spec says, are not
// flagged.
func TestModifiedArraysAreSearched(t *testing.T) {
	m := dafny.ParseFile("s.dfy", `method SortKeep(a: array<int>)
  modifies a
  ensures multiset(a[..]) == multiset(old(a[..]))
{
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant multiset(a[..]) == multiset(old(a[..]))
  {
    var j := i;
    while j > 0 && a[j - 1] > a[j]
      invariant 0 <= j <= i
      invariant multiset(a[..]) == multiset(old(a[..]))
    {
      a[j - 1], a[j] := a[j], a[j - 1];
      j := j - 1;
    }
    i := i + 1;
  }
}

method Sort(a: array<int>)
  modifies a
  ensures forall i, j :: 0 <= i < j < a.Length ==> a[i] <= a[j]
  ensures multiset(a[..]) == multiset(old(a[..]))
{
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant multiset(a[..]) == multiset(old(a[..]))
  {
    var j := i;
    while j > 0 && a[j - 1] > a[j]
      invariant 0 <= j <= i
      invariant multiset(a[..]) == multiset(old(a[..]))
    {
      a[j - 1], a[j] := a[j], a[j - 1];
      j := j - 1;
    }
    i := i + 1;
  }
}

method Fill(a: array<int>)
  modifies a
  ensures forall i :: 0 <= i < a.Length ==> a[i] == 0
{
  var k := 0;
  while k < a.Length
    invariant 0 <= k <= a.Length
  {
    a[k] := 0;
    k := k + 1;
  }
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status != analyzers.SearchDone {
			t.Errorf("%s: search %+v, want searched", c.Name, a.Search)
		}
		var msgs []string
		for _, f := range a.Findings {
			if f.Code == analyzers.CodeTrivialWitness || f.Code == analyzers.CodeTautology {
				msgs = append(msgs, f.Message)
			}
		}
		got := strings.Join(msgs, "; ")
		if c.Name == "SortKeep" {
			if !strings.Contains(got, "leaving a unchanged") {
				t.Errorf("SortKeep: findings %q, want: satisfied by leaving a unchanged", got)
			}
		} else if got != "" {
			t.Errorf("%s: findings %q, want none", c.Name, got)
		}
	}
}

// TestClassMembersAreSearched: a class's objects are records of their
// fields (and an identity): member contracts take this as an input and
// read its fields by their bare names, a constructor's output is the new
// object, and a weak member contract is found weak.
func TestClassMembersAreSearched(t *testing.T) {
	m := dafny.ParseFile("c.dfy", `class Counter {
  var count: nat
  const limit: nat
  ghost predicate Valid() reads this { count <= limit }
  constructor(l: nat)
    ensures limit == l && count == 0
  {
    limit := l;
    count := 0;
  }
  function Room(): nat
    reads this
    requires Valid()
    ensures Room() <= limit
  {
    limit - count
  }
  method Weak() returns (r: int)
    requires Valid()
    ensures r <= limit
  {
    r := 0;
  }
}

method Same(a: Counter, b: Counter) returns (s: bool)
  ensures s <==> a == b
{
  s := a == b;
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		if len(c.Ensures()) == 0 {
			continue
		}
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status == analyzers.SearchSkipped || a.Search.Decided == 0 {
			t.Errorf("%s: not searched: %+v", c.Name, a.Search)
		}
		if a.Impl != nil && a.Impl.Rejected > 0 {
			t.Errorf("%s: the implementation's outputs were rejected: %+v", c.Name, a.Impl)
		}
		weak := false
		for _, f := range a.Findings {
			weak = weak || f.Code == analyzers.CodeTrivialWitness
		}
		if want := c.Name == "Weak"; weak != want {
			t.Errorf("%s: weak %v, want %v: %+v", c.Name, weak, want, a.Findings)
		}
	}
}

// TestNaginiClassesAreSearched: a Nagini class's objects are records of
// the fields __init__ assigns: a method takes self as an input, __init__
// gives it as its output, a method that assigns a field is searched on
// the object's final state, and weak contracts among them are found.
func TestNaginiClassesAreSearched(t *testing.T) {
	m := nagini.ParseFile("c.py", `from nagini_contracts.contracts import *

class Account:
    def __init__(self, balance: int) -> None:
        Requires(balance >= 0)
        Ensures(Acc(self.balance) and self.balance == balance)
        self.balance = balance
        self.open = True

    def deposit(self, amount: int) -> None:
        Requires(Acc(self.balance) and amount > 0)
        Ensures(Acc(self.balance) and self.balance == Old(self.balance) + amount)
        self.balance = self.balance + amount

    def touch(self, amount: int) -> None:
        Requires(Acc(self.balance) and amount > 0)
        Ensures(Acc(self.balance) and self.balance >= Old(self.balance))
        self.balance = self.balance + amount

    def get(self) -> int:
        Requires(Acc(self.balance, 1/2))
        Ensures(Acc(self.balance, 1/2) and Result() == self.balance)
        return self.balance


def richer(a: Account, b: Account) -> bool:
    Requires(Acc(a.balance, 1/2) and Acc(b.balance, 1/2))
    Ensures(Acc(a.balance, 1/2) and Acc(b.balance, 1/2))
    Ensures(Result() == (a.balance > b.balance))
    return a.balance > b.balance
`)
	for _, pr := range m.Problems {
		t.Errorf("problem: %s", pr.Message)
	}
	searched := map[string]bool{}
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		searched[c.Name] = a.Search.Status != analyzers.SearchSkipped && a.Search.Decided > 0
		var msgs []string
		for _, f := range a.Findings {
			if f.Code == analyzers.CodeTrivialWitness || f.Code == analyzers.CodeTautology || f.Code == analyzers.CodeImplCounterexample {
				msgs = append(msgs, f.Message)
			}
		}
		got := strings.Join(msgs, "; ")
		switch c.Name {
		case "Account.touch":
			// >= admits leaving the balance as it was.
			if !strings.Contains(got, "leaving self unchanged") {
				t.Errorf("touch: findings %q, want: satisfied by leaving self unchanged", got)
			}
		default:
			if got != "" {
				t.Errorf("%s: findings %q, want none", c.Name, got)
			}
		}
	}
	for _, name := range []string{"Account.__init__", "Account.deposit", "Account.touch", "Account.get", "richer"} {
		if !searched[name] {
			t.Errorf("%s: not searched", name)
		}
	}
}

// TestNaginiTypesAreSearched: parameters of every type a Nagini user
// writes get values — object, Union, Optional by a None default, *args
// and **kwargs, NamedTuple ADTs, classes whose fields are typed by a
// "# type:" comment, a constructor call or a base class, classes that
// reach each other — and type tests decide: a faithful contract is
// clean, and a weak one is found weak.
func TestNaginiTypesAreSearched(t *testing.T) {
	m := nagini.ParseFile("t.py", `from typing import Optional, Union, NamedTuple, Dict
from nagini_contracts.contracts import *
from nagini_contracts.adt import ADT


class Shape(ADT):
    pass

class Circle(Shape, NamedTuple('Circle', [('r', int)])):
    pass

class Square(Shape, NamedTuple('Square', [('side', int)])):
    pass

@Pure
def area3(s: Shape) -> int:
    Ensures(Result() >= 0)
    return s.side * s.side if isinstance(s, Square) else 3 * s.r * s.r

def describe(x: object) -> int:
    Ensures(Implies(isinstance(x, bool), Result() == 1))
    Ensures(Implies(isinstance(x, int) and not isinstance(x, bool), Result() == 2))
    Ensures(Implies(not isinstance(x, int), Result() == 3))
    if isinstance(x, bool):
        return 1
    if isinstance(x, int):
        return 2
    return 3

def size_of(v: Union[int, str]) -> int:
    Ensures(Implies(isinstance(v, str), Result() == len(v)))
    return len(v) if isinstance(v, str) else v

def label(code: str = None) -> int:
    Ensures(Implies(code is None, Result() == 0))
    Ensures(Implies(code is not None, Result() == len(code)))
    return 0 if code is None else len(code)

def first(*xs: int) -> int:
    Ensures(Result() >= 0)
    return xs[0] if len(xs) > 0 else 0

def count(**kw: bool) -> int:
    Ensures(Result() == len(kw))
    return len(kw)


class Node:
    def __init__(this, v: int) -> None:
        this.val = v
        this.next = None  # type: Optional[Node]
        Ensures(Acc(this.val) and this.val == v and Acc(this.next) and this.next is None)

class Counted(Node):
    def __init__(self, v: int) -> None:
        super().__init__(v)
        self.count = 0

    def bump(self) -> int:
        Requires(Acc(self.val) and Acc(self.count))
        Ensures(Acc(self.val) and Acc(self.count))
        Ensures(Result() == self.val + 1)
        return self.val + 1

class Owner:
    def __init__(self) -> None:
        self.pet = Pet(self)

class Pet:
    def __init__(self, o: Owner) -> None:
        self.owner = o

def owns(p: Pet, o: Owner) -> bool:
    Requires(Acc(p.owner))
    Ensures(Acc(p.owner))
    Ensures(Result() == (p.owner is o))
    return p.owner is o
`)
	for _, pr := range m.Problems {
		t.Errorf("problem: %s", pr.Message)
	}
	seen := map[string]bool{}
	for _, c := range m.Contracts {
		seen[c.Name] = true
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status == analyzers.SearchSkipped || a.Search.Decided == 0 {
			t.Errorf("%s: not searched: %+v", c.Name, a.Search)
		}
		var msgs []string
		for _, f := range a.Findings {
			switch f.Code {
			case analyzers.CodeTrivialWitness, analyzers.CodeTautology, analyzers.CodeImplCounterexample, analyzers.CodeUnconstrained:
				msgs = append(msgs, f.Message)
			}
		}
		got := strings.Join(msgs, "; ")
		switch c.Name {
		case "size_of":
			// Nothing is said of an int's size.
			if !strings.Contains(got, "when `isinstance(v, str)` is false the postcondition places no constraint on result") {
				t.Errorf("size_of: findings %q, want the int case unconstrained", got)
			}
		case "first":
			// A negative first argument is returned.
			if !strings.Contains(got, "the implementation returns result = -1 for xs = (-1, 4, -3)") {
				t.Errorf("first: findings %q, want the implementation's negative result", got)
			}
		default:
			if got != "" {
				t.Errorf("%s: findings %q, want none", c.Name, got)
			}
		}
		if c.Name != "first" && a.Impl != nil && a.Impl.Rejected > 0 {
			t.Errorf("%s: the implementation's outputs were rejected: %+v", c.Name, a.Impl)
		}
	}
	for _, name := range []string{"area3", "describe", "size_of", "label", "first", "count", "Node.__init__", "Counted.bump", "owns"} {
		if !seen[name] {
			t.Errorf("%s: no contract read", name)
		}
	}
}

// TestFunctionParametersOfAnyType: a parameter of a function type over
// the module's own types (a datatype result, a sequence argument) gets
// total functions (constants, projections), so the contract is searched
// and a weak postcondition found.
func TestFunctionParametersOfAnyType(t *testing.T) {
	m := dafny.ParseFile("h.dfy", `datatype Result<T, E> = Success(value: T) | Failure(error: E)

method Apply(f: (seq<int>) -> Result<int, bool>, xs: seq<int>) returns (r: Result<int, bool>)
  ensures r.Success? ==> r.value >= 0
{
  r := f(xs);
  if r.Success? && r.value < 0 { r := Failure(true); }
}

method CountIf(p: (seq<int>, int) -> bool, s: seq<int>) returns (n: int)
  ensures 0 <= n
{
  n := |s|;
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status != analyzers.SearchDone {
			t.Errorf("%s: search %q, want searched", c.Name, a.Search.Text())
		}
		if c.Name == "CountIf" && !hasCode(a.Findings, analyzers.CodeTrivialWitness) {
			t.Errorf("CountIf: findings %+v, want a trivial witness", a.Findings)
		}
	}
}

func hasCode(fs []analyzers.Finding, code string) bool {
	for _, f := range fs {
		if f.Code == code {
			return true
		}
	}
	return false
}

// TestNoTautologyFromEmptyArrays: where the inputs admitted hold only
// empty arrays, every "changed" final state is the array as it was, so
// accepting them all says nothing about the postcondition.
func TestNoTautologyFromEmptyArrays(t *testing.T) {
	m := dafny.ParseFile("e.dfy", `method Bump(a: array<int>, n: int)
  requires a.Length == 0 && 0 <= n < 20
  modifies a
  ensures forall j :: 0 <= j < a.Length ==> a[j] == old(a[j]) + n
{
}`)
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if hasCode(a.Findings, analyzers.CodeTautology) {
			t.Errorf("%s: %+v, want no tautology", c.Name, a.Findings)
		}
	}
}

// TestGridAndNullableParameters: array2 parameters (small matrices of a
// few shapes) and C? parameters (null, then objects of C) are searched.
func TestGridAndNullableParameters(t *testing.T) {
	m := dafny.ParseFile("g.dfy", `class Cell { var v: int }

method Corner(a: array2<int>) returns (x: int)
  requires a.Length0 > 0 && a.Length1 > 0
  ensures x == a[0, 0]
{
  x := a[0, 0];
}

method ValOr(c: Cell?) returns (x: int)
  ensures c != null ==> x == c.v
  ensures c == null ==> x == 0
{
  if c == null { x := 0; } else { x := c.v; }
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status != analyzers.SearchDone || a.Impl == nil || a.Impl.Ran < 2 || len(a.Findings) > 0 {
			t.Errorf("%s: search %q, findings %+v; want searched on runs, no finding", c.Name, a.Search.Text(), a.Findings)
		}
	}
}

// TestMembershipPreconditionDerives: requires a in x draws a from x's
// elements, so a precondition that independent draws almost never meet
// (|x| == 1 && a in x && b in x) still admits inputs.
func TestMembershipPreconditionDerives(t *testing.T) {
	m := dafny.ParseFile("s.dfy", `lemma SingletonEquality(x: set<int>, a: int, b: int)
  requires |x| == 1
  requires a in x
  requires b in x
  ensures a == b
{
}`)
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Valid == 0 || a.Search.Status != analyzers.SearchDone {
			t.Errorf("%s: %d admitted, search %q; want inputs admitted and searched", c.Name, a.Valid, a.Search.Text())
		}
	}
}

// TestReachableObjects: a class's constructor and its methods build the
// objects a method is searched on (a stack with elements, which field
// values chosen one by one rarely give), and a constructor that stores
// the object in its own field (Repr := {this}) is not judged on a
// snapshot of itself.
func TestReachableObjects(t *testing.T) {
	m := dafny.ParseFile("s.dfy", `class Stack {
  var elems: array<int>
  var top: int
  ghost var Repr: set<object>

  predicate Valid()
    reads this, elems
  {
    0 <= top <= elems.Length
  }

  constructor (cap: int)
    requires cap > 0
    ensures Valid() && top == 0 && elems.Length == cap
  {
    elems := new int[cap];
    top := 0;
    Repr := {this};
  }

  method Push(x: int)
    requires Valid() && top < elems.Length
    modifies this, elems
    ensures Valid() && top == old(top) + 1
  {
    elems[top] := x;
    top := top + 1;
  }

  method Peek() returns (x: int)
    requires Valid() && top > 0
    ensures x == elems[top - 1]
  {
    x := elems[top - 1];
  }
}`)
	if len(m.Problems) > 0 {
		t.Fatalf("problems: %v", m.Problems)
	}
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if hasCode(a.Findings, analyzers.CodeImplCounterexample) {
			t.Errorf("%s: %+v", c.Name, a.Findings)
		}
		if c.Name == "Peek" && (a.Impl == nil || a.Impl.Ran < 4) {
			t.Errorf("Peek: search %q; want runs on several stacks built by Stack and Push", a.Search.Text())
		}
	}
}

// TestArraysCompareByReference: Dafny's == on arrays is reference
// equality: a == old(a) holds after a write, and two array parameters are
// distinct arrays even with the same contents (a != b admits them).
func TestArraysCompareByReference(t *testing.T) {
	m := dafny.ParseFile("r.dfy", `method Set0(a: array<int>)
  requires a.Length > 0
  modifies a
  ensures a[0] == 7 && a == old(a)
{
  a[0] := 7;
}

method CopyInto(a: array<int>, b: array<int>)
  requires a != b && a.Length == b.Length
  modifies b
  ensures forall i :: 0 <= i < a.Length ==> b[i] == a[i]
{
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant forall k :: 0 <= k < i ==> b[k] == a[k]
  {
    b[i] := a[i];
    i := i + 1;
  }
}`)
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if hasCode(a.Findings, analyzers.CodeImplCounterexample) || a.Impl == nil || a.Impl.Accepted < 4 {
			t.Errorf("%s: search %q, findings %+v; want runs accepted, no counterexample", c.Name, a.Search.Text(), a.Findings)
		}
	}
}

// TestQualifiedDatatypeParameter: a parameter whose type names its
// module (Errors.Failure) gets the datatype's values.
func TestQualifiedDatatypeParameter(t *testing.T) {
	m := dafny.ParseFile("q.dfy", `module Errors { datatype Failure = Eof | Bad(code: int) }
method Code(e: Errors.Failure) returns (c: int)
  ensures e.Bad? ==> c == e.code
  ensures e.Eof? ==> c == -1
{
  if e.Bad? { c := e.code; } else { c := -1; }
}`)
	for _, c := range m.Contracts {
		a := analyzers.RunAttack(context.Background(), m, c, analyzers.DefaultAttack, false)
		if a.Search.Status != analyzers.SearchDone || a.Impl == nil || a.Impl.Ran < 2 {
			t.Errorf("%s: search %q; want searched on runs", c.Name, a.Search.Text())
		}
	}
}
