-- The weak specs a newcomer writes first, each with a correct body
-- (TestGoldenFixes): `check --fix` turns this file into golden/weak.lean.

/-- The absolute value of x. -/
def absv_precond (x : Int) : Prop := True

def absv (x : Int) (h_precond : absv_precond x) : Int :=
  if x < 0 then -x else x

def absv_postcond (x : Int) (result : Int) (h_precond : absv_precond x) : Prop :=
  result ≥ 0 ∧
  (result = x ∨ result = -x)

/-- The largest element of a non-empty list. -/
def maxOf_precond (xs : List Int) : Prop := xs ≠ []

def maxOf (xs : List Int) (h_precond : maxOf_precond xs) : Int :=
  xs.foldl (fun m y => if y > m then y else m) (xs.head!)

def maxOf_postcond (xs : List Int) (result : Int) (h_precond : maxOf_precond xs) : Prop :=
  (∀ y ∈ xs, y ≤ result) ∧
  result ∈ xs

/-- The list xs in reverse order. -/
def rev_precond (xs : List Int) : Prop := True

def rev (xs : List Int) (h_precond : rev_precond xs) : List Int :=
  xs.foldl (fun acc y => y :: acc) []

def rev_postcond (xs : List Int) (result : List Int) (h_precond : rev_precond xs) : Prop :=
  result.length = xs.length ∧
  ∀ (i : Nat), i < result.length → result[i]! = xs[xs.length - 1 - i]!

/-- Insert x into the sorted list xs, keeping it sorted. -/
def insertSorted_precond (xs : List Int) (x : Int) : Prop :=
  ∀ i j, i < j → j < xs.length → xs[i]! ≤ xs[j]!

def insertSorted (xs : List Int) (x : Int) (h_precond : insertSorted_precond xs x) : List Int :=
  match xs with
  | [] => [x]
  | y :: ys => if x ≤ y then x :: y :: ys else y :: (insertSorted ys x sorry)

def insertSorted_postcond (xs : List Int) (x : Int) (result : List Int) (h_precond : insertSorted_precond xs x) : Prop :=
  result.length = xs.length + 1 ∧
  List.Perm result (xs ++ [x]) ∧
  ∀ (i j : Nat), i < j ∧ j < result.length → result[i]! ≤ result[j]!

