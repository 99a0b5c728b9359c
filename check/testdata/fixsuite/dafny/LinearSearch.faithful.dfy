/// Return an index of a holding key, or -1 if key does not occur in a.
method LinearSearch(a: array<int>, key: int) returns (r: int)
  ensures -1 <= r < a.Length
  ensures r >= 0 ==> a[r] == key
  ensures r == -1 ==> forall i :: 0 <= i < a.Length ==> a[i] != key
{
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant forall k :: 0 <= k < i ==> a[k] != key
  {
    if a[i] == key {
      return i;
    }
    i := i + 1;
  }
  return -1;
}
