import Std.Do.Triple
import Std.Tactic.Do
open Std.Do

/-- Running sums of a vector: entry i is x[0] + … + x[i]. -/
def prefixSum {n : Nat} (x : Vector Float n) : Id (Vector Float n) := do
  let mut acc := 0.0
  let mut out := x
  for h : i in [0:n] do
    acc := acc + x[i]!
    out := out.set! i acc
  return out

theorem prefixSum_spec {n : Nat} (x : Vector Float n) :
    ⦃⌜True⌝⦄ prefixSum x ⦃⇓r => ⌜n > 0 → r[0]! = x[0]!⌝⦄ := by
  sorry
