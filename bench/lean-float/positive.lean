/-- Keeps the strictly positive entries, in order. -/
def positives (xs : List Float) : List Float :=
  xs.filter (fun x => x > 0)

theorem positives_spec (xs : List Float) :
    ∀ x ∈ positives xs, x > 0 := by
  sorry
