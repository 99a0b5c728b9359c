// An over-strong precondition: the requirement covers 0! = 1, the
// contract excludes n = 0.

/// Compute n! for every natural number n, including 0! = 1.
/// Negative numbers have no factorial and must be rejected.
/// @input n = 0; n = 1; n = 5
/// @accept n = 0 -> r = 1; n = 1 -> r = 1; n = 5 -> r = 120
/// @reject n = 5 -> r = 60
/// @reject-input n = -1
method Factorial(n: int) returns (r: int)
  requires n > 0
  ensures r == Fact(n)

function Fact(n: int): int
  requires n >= 0
{
  if n == 0 then 1 else n * Fact(n - 1)
}
