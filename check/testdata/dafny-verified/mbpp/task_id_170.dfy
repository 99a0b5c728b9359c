function sumTo( a:array<int>, start:int, end:int ) : int
  requires 0 <= start && start <= end && end <= a.Length
  decreases end
  reads a
{
  if (start == end) then 0 else sumTo(a, start, end-1) + a[end-1]
}

method SumInRange(a: array<int>, start: int, end: int) returns (sum: int)
  requires 0 <= start && start <= end && end <= a.Length
  ensures sum == sumTo(a, start, end)
{
  sum := 0;
  for i := start to end
    invariant start <= i <= end
    invariant sum == sumTo(a, start, i)
  {
    sum := sum + a[i];
  }
}