// The classic too-weak square root: `ensures r*r <= N` is met by r := 0.

/// Return the integer square root of N: the largest r with r*r <= N.
/// @input N = 0; N = 1; N = 10; N = 16
/// @accept N = 0 -> r = 0; N = 1 -> r = 1; N = 10 -> r = 3; N = 16 -> r = 4
/// @reject N = 10 -> r = 0; N = 10 -> r = 4; N = 16 -> r = 3
method SquareRoot(N: nat) returns (r: nat)
  ensures r * r <= N
{
  r := 0;
}
