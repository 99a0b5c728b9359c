/// Return n! (the product 1 * 2 * ... * n, with 0! = 1).
method Factorial(n: int) returns (f: int)
  requires n >= 0
  ensures f >= 1
{
  f := 1;
  var i := 1;
  while i <= n
    invariant f >= 1
  {
    f := f * i;
    i := i + 1;
  }
}
