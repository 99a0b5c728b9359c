/// Returns the largest element of the non-empty sequence s.
method Max(s: seq<int>) returns (m: int)
  requires |s| > 0
  ensures forall i :: 0 <= i < |s| ==> s[i] <= m
{
  m := s[0];
  var k := 1;
  while k < |s|
    invariant 1 <= k <= |s|
    invariant forall i :: 0 <= i < k ==> s[i] <= m
    invariant m in s
  {
    if s[k] > m { m := s[k]; }
    k := k + 1;
  }
}

/// Returns the largest element of the non-empty sequence s, scanning from the end.
method MaxFromEnd(s: seq<int>) returns (m: int)
  requires |s| > 0
  ensures forall i :: 0 <= i < |s| ==> s[i] <= m
{
  m := s[|s| - 1];
  var k := |s| - 1;
  while k > 0
    invariant 0 <= k < |s|
    invariant forall i :: k <= i < |s| ==> s[i] <= m
  {
    k := k - 1;
    if s[k] > m { m := s[k]; }
  }
}
