/// Return the absolute value of x.
method Abs(x: int) returns (y: int)
  ensures y >= 0
  ensures x >= 0 ==> y == x
  ensures x < 0 ==> y == -x
{
  if x < 0 {
    y := -x;
  } else {
    y := x;
  }
}
