/-- y + a·x for arrays of the same size. -/
def axpy (a : Float) (x y : Array Float) : Array Float :=
  (x.zip y).map (fun (u, v) => a * u + v)

theorem axpy_spec (a : Float) (x y : Array Float) (h : x.size = y.size) :
    (axpy a x y).size = x.size ∧ ∀ i (hi : i < x.size), (axpy a x y)[i]! = a * x[i]! + y[i]! := by
  sorry
