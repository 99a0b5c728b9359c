/-- Element-wise maximum of two vectors. -/
def maximum {n : Nat} (a b : Vector Float n) : Vector Float n :=
  Vector.ofFn (fun i => if a[i] ≥ b[i] then a[i] else b[i])

theorem maximum_spec {n : Nat} (a b : Vector Float n) (i : Fin n) :
    (maximum a b)[i] ≥ a[i] ∧ (maximum a b)[i] ≥ b[i] := by
  sorry
