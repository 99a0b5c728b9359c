/// Return the largest element of the non-empty array a.
method MaxArray(a: array<int>) returns (m: int)
  requires a.Length > 0
  ensures forall i :: 0 <= i < a.Length ==> a[i] <= m
{
  m := a[0];
  var i := 1;
  while i < a.Length
    invariant 1 <= i <= a.Length
    invariant forall k :: 0 <= k < i ==> a[k] <= m
  {
    if a[i] > m {
      m := a[i];
    }
    i := i + 1;
  }
}
