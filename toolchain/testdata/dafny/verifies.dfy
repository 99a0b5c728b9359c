// Verifies: the body meets the contract.
method Inc(x: int) returns (y: int)
  ensures y > x
{
  y := x + 1;
}
