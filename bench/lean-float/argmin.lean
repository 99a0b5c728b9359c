/-- Index of a smallest entry of a non-empty array. -/
def argmin (xs : Array Float) : Nat := Id.run do
  let mut best := 0
  for i in [1:xs.size] do
    if xs[i]! < xs[best]! then
      best := i
  return best

theorem argmin_spec (xs : Array Float) (h : xs.size > 0) :
    argmin xs < xs.size := by
  sorry
