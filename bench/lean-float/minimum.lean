/-- Element-wise minimum of two vectors. -/
def minimum {n : Nat} (a b : Vector Float n) : Vector Float n :=
  Vector.ofFn (fun i => if a[i] ≤ b[i] then a[i] else b[i])

theorem minimum_spec {n : Nat} (a b : Vector Float n) (i : Fin n) :
    ((minimum a b)[i] = a[i] ∨ (minimum a b)[i] = b[i]) ∧
    (minimum a b)[i] ≤ a[i] ∧ (minimum a b)[i] ≤ b[i] := by
  sorry
