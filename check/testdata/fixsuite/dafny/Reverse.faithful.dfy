/// Return a new array holding the elements of a in reverse order.
method Reverse(a: array<int>) returns (b: array<int>)
  ensures b.Length == a.Length
  ensures forall i :: 0 <= i < a.Length ==> b[i] == a[a.Length - 1 - i]
{
  b := new int[a.Length];
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant forall k :: 0 <= k < i ==> b[k] == a[a.Length - 1 - k]
  {
    b[i] := a[a.Length - 1 - i];
    i := i + 1;
  }
}
