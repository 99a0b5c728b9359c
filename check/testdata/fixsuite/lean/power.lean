/-- Return b raised to the power e, for a positive base b. -/
def power_precond (b : Int) (e : Nat) : Prop := b > 0

def power (b : Int) (e : Nat) (h_precond : power_precond b e) : Int := Id.run do
  let mut r : Int := 1
  for _ in [0:e] do
    r := r * b
  return r

def power_postcond (b : Int) (e : Nat) (result : Int) (h_precond : power_precond b e) : Prop :=
  result > 0
