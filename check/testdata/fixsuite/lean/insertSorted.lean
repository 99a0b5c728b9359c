/-- Insert x into the sorted (non-decreasing) list xs so that the result is still sorted. -/
def insertSorted_precond (xs : List Int) (x : Int) : Prop :=
  List.Pairwise (· ≤ ·) xs

def insertSorted (xs : List Int) (x : Int) (h_precond : insertSorted_precond xs x) : List Int :=
  xs.takeWhile (fun y => decide (y < x)) ++ [x] ++ xs.dropWhile (fun y => decide (y < x))

def insertSorted_postcond (xs : List Int) (x : Int) (result : List Int) (h_precond : insertSorted_precond xs x) : Prop :=
  result.length = xs.length + 1
