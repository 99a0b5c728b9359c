// A parse error: the ensures clause is cut off.
method Inc(x: int) returns (y: int)
  ensures y >
{
  y := x + 1;
}
