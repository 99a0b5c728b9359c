-- A VERINA-style specification whose postcondition forgets "first":
-- any index holding x is accepted.

/-- Return the index of the first occurrence of x in xs.
@input xs = [5, 7, 7], x = 7
@accept xs = [5, 7, 7], x = 7 -> 1
@reject xs = [5, 7, 7], x = 7 -> 2
@reject xs = [5, 7, 7], x = 7 -> 0
-/
def firstIndex_precond (xs : List Int) (x : Int) : Prop :=
  x ∈ xs

def firstIndex_postcond (xs : List Int) (x : Int) (result : Nat) (h_precond : firstIndex_precond xs x) : Prop :=
  result < xs.length ∧ xs[result]! = x
