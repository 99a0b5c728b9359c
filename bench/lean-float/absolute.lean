/-- Absolute value, element-wise. -/
def absolute {n : Nat} (x : Vector Float n) : Vector Float n :=
  x.map Float.abs

theorem absolute_nonneg {n : Nat} (x : Vector Float n) (i : Fin n) :
    (absolute x)[i] ≥ 0 := by
  sorry
