/// Divide a by b: return the quotient q and the remainder r, with 0 <= r < b.
method DivMod(a: int, b: int) returns (q: int, r: int)
  requires a >= 0 && b > 0
  ensures a == q * b + r
{
  q := 0;
  r := a;
  while r >= b
    invariant a == q * b + r
    decreases r
  {
    q := q + 1;
    r := r - b;
  }
}
