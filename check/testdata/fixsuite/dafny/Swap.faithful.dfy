/// Exchange the elements of a at positions i and j, leaving every other element unchanged.
method Swap(a: array<int>, i: int, j: int)
  requires 0 <= i < a.Length && 0 <= j < a.Length
  modifies a
  ensures a[i] == old(a[j]) && a[j] == old(a[i])
  ensures forall k :: 0 <= k < a.Length && k != i && k != j ==> a[k] == old(a[k])
{
  var t := a[i];
  a[i] := a[j];
  a[j] := t;
}
