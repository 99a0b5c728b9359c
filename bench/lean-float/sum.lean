/-- Sum of the entries, left to right. -/
def vsum {n : Nat} (x : Vector Float n) : Float :=
  x.toList.foldl (· + ·) 0

theorem vsum_nonneg {n : Nat} (x : Vector Float n) (h : ∀ i : Fin n, x[i] ≥ 0) :
    vsum x ≥ 0 := by
  sorry
