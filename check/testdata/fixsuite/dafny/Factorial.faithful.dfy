function Fact(n: int): int
  requires n >= 0
{
  if n == 0 then 1 else n * Fact(n - 1)
}

/// Return n! (the product 1 * 2 * ... * n, with 0! = 1).
method Factorial(n: int) returns (f: int)
  requires n >= 0
  ensures f >= 1
  ensures f == Fact(n)
{
  f := 1;
  var i := 1;
  while i <= n
    invariant 1 <= i <= n + 1
    invariant f >= 1
    invariant f == Fact(i - 1)
  {
    f := f * i;
    i := i + 1;
  }
}
