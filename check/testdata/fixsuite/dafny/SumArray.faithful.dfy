function Sum(s: seq<int>): int
{
  if |s| == 0 then 0 else Sum(s[..|s| - 1]) + s[|s| - 1]
}

/// Return the sum of the elements of a, whose elements are all non-negative.
method SumArray(a: array<int>) returns (s: int)
  requires forall i :: 0 <= i < a.Length ==> a[i] >= 0
  ensures s >= 0
  ensures s == Sum(a[..])
{
  s := 0;
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant s >= 0
    invariant s == Sum(a[..i])
  {
    assert a[..i + 1][..i] == a[..i];
    s := s + a[i];
    i := i + 1;
  }
  assert a[..a.Length] == a[..];
}
