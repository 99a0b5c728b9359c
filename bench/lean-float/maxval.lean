/-- Largest entry of a non-empty list. -/
def maxval (xs : List Float) (h : xs ≠ []) : Float :=
  xs.foldl (fun m x => if x > m then x else m) (xs.head h)

theorem maxval_spec (xs : List Float) (h : xs ≠ []) :
    ∀ x ∈ xs, x ≤ maxval xs h := by
  sorry
