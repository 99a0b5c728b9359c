/// Return true exactly when a is sorted in non-decreasing order.
method IsSorted(a: array<int>) returns (r: bool)
  ensures r ==> forall i, j :: 0 <= i < j < a.Length ==> a[i] <= a[j]
  ensures (forall i, j :: 0 <= i < j < a.Length ==> a[i] <= a[j]) ==> r
{
  var i := 0;
  while i + 1 < a.Length
    invariant 0 <= i
    invariant forall j, k :: 0 <= j < k <= i && k < a.Length ==> a[j] <= a[k]
  {
    if a[i] > a[i + 1] {
      return false;
    }
    i := i + 1;
  }
  return true;
}
