/-- Element-wise square. -/
def square (xs : Array Float) : Array Float :=
  xs.map (fun x => x * x)

theorem square_spec (xs : Array Float) :
    (square xs).size = xs.size ∧ ∀ i, i < xs.size → (square xs)[i]! = xs[i]! * xs[i]! := by
  sorry
