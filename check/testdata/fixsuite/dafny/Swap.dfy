/// Exchange the elements of a at positions i and j, leaving every other element unchanged.
method Swap(a: array<int>, i: int, j: int)
  requires 0 <= i < a.Length && 0 <= j < a.Length
  modifies a
  ensures a[i] == old(a[j]) && a[j] == old(a[i])
{
  var t := a[i];
  a[i] := a[j];
  a[j] := t;
}
