/-- Sum of a list, to within a tolerance of the left fold. -/
def total (xs : List Float) : Float := xs.foldr (· + ·) 0

theorem total_close (xs : List Float) (h : ∀ x ∈ xs, Float.abs x ≤ 1000) :
    Float.abs (total xs - xs.foldl (· + ·) 0) ≤ 1e-9 := by
  sorry
