/-- Return the sum of the elements of xs, all of which are non-negative. -/
def sumList_precond (xs : List Int) : Prop := ∀ y ∈ xs, y ≥ 0

def sumList (xs : List Int) (h_precond : sumList_precond xs) : Int := Id.run do
  let mut s : Int := 0
  for y in xs do
    s := s + y
  return s

def sumList_postcond (xs : List Int) (result : Int) (h_precond : sumList_precond xs) : Prop :=
  result ≥ 0
