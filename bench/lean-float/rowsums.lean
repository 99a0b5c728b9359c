/-- The sum of each row of a matrix. -/
def rowSums {m n : Nat} (a : Vector (Vector Float n) m) : Vector Float m :=
  a.map (fun row => row.toList.foldl (· + ·) 0)

theorem rowSums_nonneg {m n : Nat} (a : Vector (Vector Float n) m)
    (h : ∀ i : Fin m, ∀ j : Fin n, a[i][j] ≥ 0) (i : Fin m) :
    (rowSums a)[i] ≥ 0 := by
  sorry
