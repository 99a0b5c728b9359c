/-- Multiplies every entry by a scalar. -/
def scale (k : Float) (xs : List Float) : List Float :=
  xs.map (fun x => k * x)

theorem scale_spec (k : Float) (xs : List Float) :
    (scale k xs).length = xs.length ∧ ∀ i (h : i < xs.length), (scale k xs)[i]! = k * xs[i]! := by
  sorry
