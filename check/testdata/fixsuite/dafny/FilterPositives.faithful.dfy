function Positives(s: seq<int>): seq<int>
{
  if |s| == 0 then []
  else Positives(s[..|s| - 1]) + (if s[|s| - 1] > 0 then [s[|s| - 1]] else [])
}

/// Return the positive elements of s, in their original order.
method FilterPositives(s: seq<int>) returns (r: seq<int>)
  ensures forall k :: 0 <= k < |r| ==> r[k] > 0
  ensures r == Positives(s)
{
  r := [];
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant forall k :: 0 <= k < |r| ==> r[k] > 0
    invariant r == Positives(s[..i])
  {
    assert s[..i + 1][..i] == s[..i];
    if s[i] > 0 {
      r := r + [s[i]];
    }
    i := i + 1;
  }
  assert s[..|s|] == s;
}
