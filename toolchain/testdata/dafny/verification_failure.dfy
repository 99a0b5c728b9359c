// A verification failure: the body does not establish the postcondition.
method Inc(x: int) returns (y: int)
  ensures y > x
{
  y := x;
}
