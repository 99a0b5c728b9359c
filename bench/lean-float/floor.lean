/-- Element-wise floor. -/
def vfloor (xs : Array Float) : Array Float :=
  xs.map Float.floor

theorem vfloor_spec (xs : Array Float) :
    ∀ i, i < xs.size → (vfloor xs)[i]! ≤ xs[i]! := by
  sorry
