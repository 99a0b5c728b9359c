// Memory bomb: a million copies of a 2^17-bit integer (16 GB if built).
function Sq(x: int): int { x * x }

function Tower(k: nat): int { if k == 0 then 2 else Sq(Tower(k - 1)) }

/// Return a sequence.
/// @input k = 17
/// @accept k = 17 -> r = []
method Bomb(k: nat) returns (r: seq<int>)
  requires k <= 17
  ensures var b := Tower(k); r == seq(999999, i => b + i)
{
  r := [];
}
