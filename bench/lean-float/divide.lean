import Std.Do.Triple
import Std.Tactic.Do
open Std.Do

/-- Element-wise quotient; the divisor has no zero entries. -/
def divide {n : Nat} (a b : Vector Float n) : Id (Vector Float n) :=
  Vector.ofFn (fun i => a[i] / b[i])

theorem divide_spec {n : Nat} (a b : Vector Float n) :
    ⦃⌜∀ i : Fin n, b[i] ≠ 0⌝⦄ divide a b ⦃⇓r => ⌜∀ i : Fin n, r[i] = a[i] / b[i]⌝⦄ := by
  sorry
