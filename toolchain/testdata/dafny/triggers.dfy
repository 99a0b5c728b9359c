method AllPositive(a: array<int>) returns (ok: bool)
  ensures ok ==> forall i :: 0 <= i < a.Length ==> a[i] > 0
{
  ok := true;
  var k := 0;
  while k < a.Length
    invariant 0 <= k <= a.Length
    invariant ok ==> forall i :: 0 <= i < k ==> a[i] > 0
  {
    if a[k] <= 0 { ok := false; }
    k := k + 1;
  }
}
