predicate Sorted(s: seq<int>)
{
  forall i, j :: 0 <= i < j < |s| ==> s[i] <= s[j]
}

/// Insert x into the sorted sequence s so that the result is still sorted.
method InsertSorted(s: seq<int>, x: int) returns (r: seq<int>)
  requires Sorted(s)
  ensures |r| == |s| + 1
{
  var i := 0;
  while i < |s| && s[i] < x
    invariant 0 <= i <= |s|
  {
    i := i + 1;
  }
  r := s[..i] + [x] + s[i..];
}
