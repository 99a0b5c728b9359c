/-- Index of the first largest entry of a non-empty array. -/
def argmax (xs : Array Float) : Nat := Id.run do
  let mut best := 0
  for i in [1:xs.size] do
    if xs[i]! > xs[best]! then
      best := i
  return best

theorem argmax_spec (xs : Array Float) (h : xs.size > 0) :
    argmax xs < xs.size ∧ ∀ j, j < xs.size → xs[j]! ≤ xs[argmax xs]! := by
  sorry
