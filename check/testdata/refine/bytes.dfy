include "form.dfy"
module Bytes refines Form {
  type Unit = bv8
  function Valid(s: seq<Unit>): (b: bool)
    ensures b ==> |s| > 0
  {
    |s| == 1 && s[0] < 128
  }
}
