/// Return the sum of the elements of a, whose elements are all non-negative.
method SumArray(a: array<int>) returns (s: int)
  requires forall i :: 0 <= i < a.Length ==> a[i] >= 0
  ensures s >= 0
{
  s := 0;
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant s >= 0
  {
    s := s + a[i];
    i := i + 1;
  }
}
