// Marker tests of the requirement claim check (Dafny): claims read from
// the doc comment, checked against the clauses. See check/marker_test.go.

/// Returns the largest element of s.
method Max(s: seq<int>) returns (m: int)
  requires |s| > 0 // "the largest element" presupposes one: no contract-not-in-requirement
  ensures forall i :: 0 <= i < |s| ==> s[i] <= m // @diag(requirement-not-in-contract, "says m is the largest element of s (“the largest element of s”); the postcondition also accepts m = 1 on s = [0], which is not an element of s")

/// Returns the largest element of the non-empty sequence s.
method MaxRight(s: seq<int>) returns (m: int)
  requires |s| > 0
  ensures forall i :: 0 <= i < |s| ==> s[i] <= m
  ensures exists i :: 0 <= i < |s| && s[i] == m

/// Returns the index of key in a, or -1 if key is absent.
method Find(a: seq<int>, key: int) returns (i: int)
  ensures 0 <= i <= |a| // @diag(requirement-not-in-contract, "says i is -1 when nothing is found (“or -1 if key is absent”); the postcondition rejects i = -1 on each of the")
  ensures i < |a| ==> a[i] == key

/// Returns the index of key in a, or -1 if key is absent.
method FindRight(a: seq<int>, key: int) returns (i: int)
  ensures -1 <= i < |a|
  ensures i >= 0 ==> a[i] == key
  ensures i == -1 ==> key !in a

/// Sorts the array in place.
method SortCopy(a: array<int>) returns (b: array<int>) // @info(requirement-not-in-contract, "says the work is done in place (“in place”); the contract returns a new b and changes no parameter")
  ensures forall i, j :: 0 <= i < j < b.Length ==> b[i] <= b[j]

/// Returns a permutation of s in non-decreasing order.
method SortSeq(s: seq<int>) returns (t: seq<int>)
  ensures forall i, j :: 0 <= i < j < |t| ==> t[i] <= t[j] // @info(requirement-not-in-contract, "says t holds the input's elements, rearranged (“permutation”)")

/// Returns a permutation of s in non-decreasing order.
method SortSeqRight(s: seq<int>) returns (t: seq<int>)
  ensures forall i, j :: 0 <= i < j < |t| ==> t[i] <= t[j]
  ensures multiset(t) == multiset(s)

/// Returns how many elements of s equal x.
method Count(s: seq<int>, x: int) returns (n: nat)
  requires |s| > 0 // @info(contract-not-in-requirement, "the precondition requires s is non-empty (`|s| > 0`); the requirement does not say so")
  ensures n <= |s|

/// Returns the quotient of x by a positive y.
method Quot(x: int, y: int) returns (q: int) // @info(requirement-not-in-contract, "says y is positive (“positive y”); there is no precondition: x = -1, y = -1 is admitted")
  ensures q == x / y

/// Returns the sum of a possibly empty sequence; the result is non-negative.
method SumNat(s: seq<nat>) returns (r: int)
  ensures r >= 0

/// Triple the input.
method Triple(x: int) returns (r: int) // @info(requirement-not-in-contract, "says 3 (“Triple the input”); no clause mentions 3; the contract's own constants: 2")
  ensures r == 2 * x

/// Return zero.
method Zero(x: int) returns (r: int)
  ensures r == x // @diag(requirement-not-in-contract, "says r is 0 (“Return zero”); the postcondition rejects r = 0 on x = 1")

// No finding: what the clauses hold another way.

/// The sum of f(i) where i ranges from 0 to less than n.
function SumN(f: int -> int, n: nat): int
{
  if n == 0 then 0 else f(n - 1) + SumN(f, n - 1)
}

/// Returns the reverse of a: the same elements, but in reverse order.
method Reverse(a: seq<int>) returns (r: seq<int>)
  ensures |r| == |a|
  ensures forall i :: 0 <= i < |a| ==> r[i] == a[|a| - 1 - i]

/// Returns the length of the longest run of equal elements in s; if s is empty, returns 0.
method LongestRun(s: seq<int>) returns (n: nat)
  ensures n <= |s|
  ensures |s| > 0 ==> n >= 1

/// Multiplying two positive integers gives a positive integer.
lemma MulPos(x: int, y: int)
  ensures 0 < x && 0 < y ==> 0 < x * y
{
}
