/// Return how many elements of a are equal to x.
method CountOccurrences(a: array<int>, x: int) returns (c: int)
  ensures 0 <= c <= a.Length
{
  c := 0;
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant 0 <= c <= i
  {
    if a[i] == x {
      c := c + 1;
    }
    i := i + 1;
  }
}
