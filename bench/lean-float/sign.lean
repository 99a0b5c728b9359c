/-- Sign of a number: -1, 0 or 1. -/
def sign (x : Float) : Float :=
  if x > 0 then 1 else if x < 0 then -1 else 0

theorem sign_spec (x : Float) :
    (x > 0 → sign x = 1) ∧ (x < 0 → sign x = -1) := by
  sorry
