/-- Arithmetic mean of a non-empty vector. -/
def mean {n : Nat} (x : Vector Float n) : Float :=
  x.toList.foldl (· + ·) 0 / n.toFloat

theorem mean_spec {n : Nat} (x : Vector Float n) (h : n > 0) :
    mean x * n.toFloat = x.toList.foldl (· + ·) 0 := by
  sorry
