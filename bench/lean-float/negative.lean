/-- Numerical negative, element-wise. -/
def negative {n : Nat} (x : Vector Float n) : Vector Float n :=
  x.map (fun v => -v)

theorem negative_spec {n : Nat} (x : Vector Float n) (i : Fin n) :
    (negative x)[i] = -x[i] := by
  sorry
