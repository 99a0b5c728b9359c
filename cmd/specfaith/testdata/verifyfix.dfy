// Two maxima with the same weak contract; only the first has the loop
// invariant that the fix "m in s" needs (TestFixVerify).
method Max(s: seq<int>) returns (m: int)
  requires |s| > 0
  ensures forall i :: 0 <= i < |s| ==> s[i] <= m
{
  m := s[0];
  var i := 1;
  while i < |s|
    invariant 1 <= i <= |s|
    invariant forall j :: 0 <= j < i ==> s[j] <= m
    invariant m in s[..i]
  {
    if s[i] > m { m := s[i]; }
    i := i + 1;
  }
  assert s[..|s|] == s;
}

method Max2(s: seq<int>) returns (m: int)
  requires |s| > 0
  ensures forall i :: 0 <= i < |s| ==> s[i] <= m
{
  m := s[0];
  var i := 1;
  while i < |s|
    invariant 1 <= i <= |s|
    invariant forall j :: 0 <= j < i ==> s[j] <= m
  {
    if s[i] > m { m := s[i]; }
    i := i + 1;
  }
}
