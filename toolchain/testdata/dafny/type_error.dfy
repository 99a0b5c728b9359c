// A type error: an int compared with a bool.
method Inc(x: int) returns (y: int)
  ensures y == x + true
{
  y := x + 1;
}
