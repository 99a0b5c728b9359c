/// Return a new array whose i-th element is a[i] + 1.
method IncrementAll(a: array<int>) returns (b: array<int>)
  ensures b.Length == a.Length
{
  b := new int[a.Length];
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
  {
    b[i] := a[i] + 1;
    i := i + 1;
  }
}
