// The distance of each element to k, and how many are near it.
function Abs(x: int): int { if x < 0 then -x else x }

method Stats(s: seq<int>, k: int) returns (mn: int, mx: int, total: int, near: nat)
  requires |s| > 0
  ensures mn <= mx
  ensures near <= |s|
{
  mn := s[0];
  mx := s[0];
  var i := 1;
  while i < |s|
    invariant 1 <= i <= |s|
    invariant mn <= mx
  {
    if s[i] < mn {
      mn := s[i];
    } else if s[i] > mx {
      mx := s[i];
    }
    i := i + 1;
  }
  total := 0;
  var j := 0;
  while j < |s|
    invariant 0 <= j <= |s|
  {
    var d := s[j] - mn;
    if d > 0 {
      total := total + d;
    } else {
      total := total - d;
    }
    j := j + 1;
  }
  near := 0;
  var m := 0;
  while m < |s|
    invariant 0 <= m <= |s|
    invariant near <= m
  {
    if Abs(s[m] - k) <= 1 {
      near := near + 1;
    } else if s[m] == k + 2 {
      near := near + 0;
    }
    m := m + 1;
  }
  if total < 0 { total := 0; }
}
