import Std.Do.Triple
import Std.Tactic.Do
open Std.Do

/-- Element-wise product. -/
def multiply {n : Nat} (a b : Vector Float n) : Id (Vector Float n) :=
  Vector.ofFn (fun i => a[i] * b[i])

theorem multiply_spec {n : Nat} (a b : Vector Float n) :
    ⦃⌜True⌝⦄ multiply a b ⦃⇓r => ⌜∀ i : Fin n, r[i] = a[i] * b[i]⌝⦄ := by
  sorry
