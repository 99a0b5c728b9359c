import Std.Do.Triple
import Std.Tactic.Do
open Std.Do

/-- Element-wise sum of two vectors of the same length. -/
def add {n : Nat} (a b : Vector Float n) : Id (Vector Float n) :=
  Vector.ofFn (fun i => a[i] + b[i])

theorem add_spec {n : Nat} (a b : Vector Float n) :
    ⦃⌜True⌝⦄ add a b ⦃⇓r => ⌜∀ i : Fin n, r[i] = a[i] + b[i]⌝⦄ := by
  sorry
