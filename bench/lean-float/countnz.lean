/-- Number of entries different from zero. -/
def countNonzero {n : Nat} (x : Vector Float n) : Nat :=
  (x.toList.filter (fun v => v != 0)).length

theorem countNonzero_le {n : Nat} (x : Vector Float n) :
    countNonzero x ≤ n := by
  sorry
