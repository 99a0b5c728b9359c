/-- Return the elements of xs in reverse order. -/
def reverseList_precond (xs : List Int) : Prop := True

def reverseList (xs : List Int) (h_precond : reverseList_precond xs) : List Int := Id.run do
  let mut r : List Int := []
  for x in xs do
    r := x :: r
  return r

def reverseList_postcond (xs : List Int) (result : List Int) (h_precond : reverseList_precond xs) : Prop :=
  result.length = xs.length ∧
  ∀ i : Nat, i < xs.length → result[i]! = xs[xs.length - 1 - i]!
