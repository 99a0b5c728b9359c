/// Return the positive elements of s, in their original order.
method FilterPositives(s: seq<int>) returns (r: seq<int>)
  ensures forall k :: 0 <= k < |r| ==> r[k] > 0
{
  r := [];
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant forall k :: 0 <= k < |r| ==> r[k] > 0
  {
    if s[i] > 0 {
      r := r + [s[i]];
    }
    i := i + 1;
  }
}
