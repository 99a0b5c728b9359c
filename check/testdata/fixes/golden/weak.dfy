// The weak specs a newcomer writes first, each with a correct body
// (TestGoldenFixes): `check --fix` turns this file into golden/weak.dfy.

method Abs(x: int) returns (y: int)
  ensures y >= 0
  ensures y == x || y == -x
{
  if x < 0 { y := -x; } else { y := x; }
}

method Max(a: array<int>) returns (m: int)
  requires a.Length > 0
  ensures forall i :: 0 <= i < a.Length ==> a[i] <= m
  ensures m in a[..]
{
  m := a[0];
  var k := 1;
  while k < a.Length
    invariant 1 <= k <= a.Length
    invariant forall i :: 0 <= i < k ==> a[i] <= m
    invariant m in a[..]
  {
    if a[k] > m { m := a[k]; }
    k := k + 1;
  }
}

method Reverse(s: seq<int>) returns (r: seq<int>)
  ensures |r| == |s|
  ensures forall k: int :: 0 <= k < |r| ==> r[k] == s[|s| - 1 - k]
{
  r := [];
  var i := |s|;
  while i > 0
    invariant 0 <= i <= |s|
    invariant |r| == |s| - i
    invariant forall k: int :: 0 <= k < |r| ==> r[k] == s[|s| - 1 - k]
  {
    i := i - 1;
    r := r + [s[i]];
  }
}

method Insert(s: seq<int>, x: int) returns (r: seq<int>)
  requires forall i, j :: 0 <= i < j < |s| ==> s[i] <= s[j]
  ensures |r| == |s| + 1
  ensures forall i: int, j: int :: 0 <= i < j < |r| ==> r[i] <= r[j]
  ensures multiset(r) == multiset(s + [x])
{
  var k := 0;
  while k < |s| && s[k] < x
    invariant 0 <= k <= |s|
    invariant forall i: int :: 0 <= i < k ==> s[i] < x
  {
    k := k + 1;
  }
  r := s[..k] + [x] + s[k..];
  assert s[..k] + s[k..] == s;
}
