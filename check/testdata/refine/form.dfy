abstract module Form {
  type Unit
  function Valid(s: seq<Unit>): (b: bool)
    ensures b ==> |s| > 0

  function Count(s: seq<Unit>): (n: nat)
    ensures n <= |s|
  {
    if |s| == 0 then 0 else (if Valid(s[..1]) then 1 else 0) + Count(s[1..])
  }

  lemma CountBound(s: seq<Unit>)
    ensures Count(s) <= |s| + 1
  {
  }
}
