/-- Element-wise square root of non-negative entries. -/
def vsqrt (xs : Array Float) : Array Float :=
  xs.map Float.sqrt

theorem vsqrt_spec (xs : Array Float) (h : ∀ i, i < xs.size → xs[i]! ≥ 0) :
    (vsqrt xs).size = xs.size ∧ ∀ i, i < xs.size → (vsqrt xs)[i]! ≥ 0 := by
  sorry
