// The weak maximum (it bounds m only from below) and a strong minimum:
// the first answer's tests (check/quick_test.go, server/quick_test.go).

method Max(a: int, b: int) returns (m: int)
  ensures m >= a
  ensures m >= b
{
  if a > b { m := a; } else { m := b; }
}

method Min(a: int, b: int) returns (m: int)
  ensures m <= a && m <= b
  ensures m == a || m == b
{
  if a < b { m := a; } else { m := b; }
}
