/-- Return how many elements of xs are equal to x. -/
def countOcc_precond (xs : List Int) (x : Int) : Prop := True

def countOcc (xs : List Int) (x : Int) (h_precond : countOcc_precond xs x) : Nat := Id.run do
  let mut c := 0
  for y in xs do
    if y = x then
      c := c + 1
  return c

def countOcc_postcond (xs : List Int) (x : Int) (result : Nat) (h_precond : countOcc_precond xs x) : Prop :=
  result ≤ xs.length
