/-- Return the largest element of the non-empty list xs. -/
def maxList_precond (xs : List Int) : Prop := xs ≠ []

def maxList (xs : List Int) (h_precond : maxList_precond xs) : Int := Id.run do
  let mut m := xs.head!
  for y in xs do
    if y > m then
      m := y
  return m

def maxList_postcond (xs : List Int) (result : Int) (h_precond : maxList_precond xs) : Prop :=
  (∀ y ∈ xs, y ≤ result) ∧ result ∈ xs
