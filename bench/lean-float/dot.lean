/-- Dot product of two vectors of the same length. -/
def dot {n : Nat} (a b : Vector Float n) : Float :=
  (List.range n).foldl (fun acc i => if h : i < n then acc + a[i] * b[i] else acc) 0

theorem dot_self_nonneg {n : Nat} (a : Vector Float n) :
    dot a a ≥ 0 := by
  sorry
