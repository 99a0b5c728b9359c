/-- Return true exactly when x occurs in xs. -/
def containsElem_precond (xs : List Int) (x : Int) : Prop := True

def containsElem (xs : List Int) (x : Int) (h_precond : containsElem_precond xs x) : Bool := Id.run do
  for y in xs do
    if y = x then
      return true
  return false

def containsElem_postcond (xs : List Int) (x : Int) (result : Bool) (h_precond : containsElem_precond xs x) : Prop :=
  (result = true → x ∈ xs) ∧ (x ∈ xs → result = true)
