-- Marker tests of the requirement claim check (Lean 4, VERINA's
-- F_precond / F_postcond shape). See check/marker_test.go.

/-- Returns the largest element of the list `xs`. -/
def maxOf_precond (xs : List Int) : Prop :=
  xs ≠ []

def maxOf_postcond (xs : List Int) (result : Int) (h_precond : maxOf_precond xs) : Prop :=
  ∀ x ∈ xs, x ≤ result -- @diag(requirement-not-in-contract, "says result is the largest element of xs (“the largest element of the list `xs`”); the postcondition also accepts result = 1 on xs = [0], which is not an element of xs")

/-- Returns the largest element of the non-empty list `xs`. -/
def maxOk_precond (xs : List Int) : Prop :=
  xs ≠ []

def maxOk_postcond (xs : List Int) (result : Int) (h_precond : maxOk_precond xs) : Prop :=
  (∀ x ∈ xs, x ≤ result) ∧ result ∈ xs

/-- Returns the index of `k` in `xs`, or -1 if `k` is not found. -/
def findIdx_precond (xs : List Int) (k : Int) : Prop := True

def findIdx_postcond (xs : List Int) (k : Int) (result : Int) (h_precond : findIdx_precond xs k) : Prop :=
  0 ≤ result ∧ result ≤ xs.length -- @diag(requirement-not-in-contract, "says result is -1 when nothing is found")

/-- Returns a permutation of `xs` in ascending order. -/
def sortList_precond (xs : List Int) : Prop := True

def sortList_postcond (xs : List Int) (result : List Int) (h_precond : sortList_precond xs) : Prop :=
  List.Pairwise (· ≤ ·) result -- @info(requirement-not-in-contract, "says result holds the input's elements, rearranged (“permutation”)")

/-- Returns a permutation of `xs` in ascending order. -/
def sortOk_precond (xs : List Int) : Prop := True

def sortOk_postcond (xs : List Int) (result : List Int) (h_precond : sortOk_precond xs) : Prop :=
  List.Pairwise (· ≤ ·) result ∧ List.Perm result xs

/-- The result is non-zero. -/
def nz_precond (x : Int) : Prop := True

def nz_postcond (x : Int) (result : Int) (h_precond : nz_precond x) : Prop :=
  result = x * x -- @diag(requirement-not-in-contract, "says result is non-zero (“The result is non-zero”); the postcondition accepts result = 0 on x = 0")

/-- Whether some two elements of `numbers` are closer than the given `threshold`:
true if some pair differs by less than the threshold. -/
def close_precond (numbers : List Int) (threshold : Int) : Prop := True

def close_postcond (numbers : List Int) (threshold : Int) (result : Bool) (h_precond : close_precond numbers threshold) : Prop :=
  ¬ result ↔ (List.Pairwise (fun a b => threshold ≤ a - b ∧ threshold ≤ b - a) numbers)

/-- Returns the square of `x`. -/
def sq_precond (x : Int) : Prop :=
  x > 0 -- @info(contract-not-in-requirement, "the precondition requires x is positive (`x > 0`); the requirement does not say so")

def sq_postcond (x : Int) (result : Int) (h_precond : sq_precond x) : Prop :=
  result = x * x

/-- Returns the index of `k` in `xs`, or none if `k` is not found. -/
def findOpt_precond (xs : List Int) (k : Int) : Prop := True

def findOpt_postcond (xs : List Int) (k : Int) (result : Option Nat) (h_precond : findOpt_precond xs k) : Prop :=
  ∃ i, result = some i ∧ i < xs.length ∧ xs[i]! = k -- @diag(requirement-not-in-contract, "says result is none when nothing is found (“or none if `k` is not found”); the postcondition rejects result = none on each of the")

/-- Returns the index of `k` in `xs`, or none if `k` is not found. -/
def findOptOk_precond (xs : List Int) (k : Int) : Prop := True

def findOptOk_postcond (xs : List Int) (k : Int) (result : Option Nat) (h_precond : findOptOk_precond xs k) : Prop :=
  match result with
  | some i => i < xs.length ∧ xs[i]! = k
  | none => k ∉ xs
