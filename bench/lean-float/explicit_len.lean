/-- The last entry of a non-empty vector. -/
def lastOf (n : Nat) (x : Vector Float n) (h : n > 0) : Float := x[n - 1]!

theorem lastOf_spec (n : Nat) (x : Vector Float n) (h : n > 0) :
    lastOf n x h = x.toList.getLast! := by
  sorry
