// Weak specs whose bodies loop, one per kind of proof edit a fix ships
// (TestGoldenFixes): `check --fix` turns this file into golden/loops.dfy,
// which Dafny verifies.

// The bound replaced by what the counter reached: n → i - 1.
method Triangle(n: nat) returns (t: int)
  ensures t >= 0
  ensures t >= n
{
  t := 0;
  var i := 1;
  while i <= n
    invariant t >= 0
    invariant t >= i - 1
    invariant 1 <= i
  {
    t := t + i;
    i := i + 1;
  }
}

// An early exit's test, negated, of every element passed.
method IndexOf(a: array<int>, v: int) returns (r: int)
  ensures -1 <= r < a.Length
  ensures r >= 0 ==> a[r] == v
  ensures r < 0 ==> forall k: int :: 0 <= k < a.Length ==> a[k] != v
{
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant forall k: int :: 0 <= k < i ==> a[k] != v
  {
    if a[i] == v {
      return i;
    }
    i := i + 1;
  }
  return -1;
}

// A result array built by index: its range cut at the counter.
method Doubled(a: array<int>) returns (b: array<int>)
  ensures b.Length == a.Length
  ensures forall k: int :: 0 <= k < b.Length ==> b[k] == 2 * a[k]
{
  b := new int[a.Length];
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant forall k: int :: 0 <= k < i ==> b[k] == 2 * a[k]
  {
    b[i] := 2 * a[i];
    i := i + 1;
  }
}

// A count over a prefix the loop extends: the step and end assertions.
method Occurrences(s: seq<int>, v: int) returns (c: int)
  ensures 0 <= c <= |s|
  ensures c == multiset(s)[v]
{
  c := 0;
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant 0 <= c <= i
    invariant c == multiset(s[..i])[v]
  {
    if s[i] == v {
      c := c + 1;
    }
    assert s[..i + 1] == s[..i] + [s[i]];
    i := i + 1;
  }
  assert s[..|s|] == s;
}

// A clause the loop's exit states needs no invariant.
method Remainder(a: nat, b: nat) returns (r: nat)
  requires b > 0
  ensures r <= a
  ensures r < b
{
  r := a;
  while r >= b
    invariant r <= a
    decreases r
  {
    r := r - b;
  }
}
