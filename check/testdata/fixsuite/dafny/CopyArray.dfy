/// Return a new array with the same elements as a, in the same order.
method CopyArray(a: array<int>) returns (b: array<int>)
  ensures b.Length == a.Length
{
  b := new int[a.Length];
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
  {
    b[i] := a[i];
    i := i + 1;
  }
}
