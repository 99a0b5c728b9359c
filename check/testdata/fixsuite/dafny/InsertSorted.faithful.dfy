predicate Sorted(s: seq<int>)
{
  forall i, j :: 0 <= i < j < |s| ==> s[i] <= s[j]
}

/// Insert x into the sorted sequence s so that the result is still sorted.
method InsertSorted(s: seq<int>, x: int) returns (r: seq<int>)
  requires Sorted(s)
  ensures |r| == |s| + 1
  ensures Sorted(r)
  ensures multiset(r) == multiset(s) + multiset{x}
{
  var i := 0;
  while i < |s| && s[i] < x
    invariant 0 <= i <= |s|
    invariant forall k :: 0 <= k < i ==> s[k] < x
  {
    i := i + 1;
  }
  assert s == s[..i] + s[i..];
  r := s[..i] + [x] + s[i..];
}
