/// Return a new array holding the elements of a in reverse order.
method Reverse(a: array<int>) returns (b: array<int>)
  ensures b.Length == a.Length
{
  b := new int[a.Length];
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
  {
    b[i] := a[a.Length - 1 - i];
    i := i + 1;
  }
}
