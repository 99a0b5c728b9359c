-- Marker tests of the example-free attacks and the bound quick-fix (Lean 4,
-- VERINA's F_precond / F_postcond shape). See check/marker_test.go.

/-- The integer square root: the largest r with r * r ≤ n. -/
def isqrt_precond (n : Nat) : Prop := True

def isqrt_postcond (n : Nat) (result : Nat) (h_precond : isqrt_precond n) : Prop :=
  result * result ≤ n -- @diag(trivial-witness, "returning result = 0") @fix("n < (result + 1) * (result + 1)")

/-- Absolute value; the negative case is missing. The example picks the fix.
@accept x = -2 -> 2
-/
def absv_precond (x : Int) : Prop := True

def absv_postcond (x : Int) (result : Int) (h_precond : absv_precond x) : Prop :=
  x ≥ 0 → result = x -- @diag(unconstrained-output, "when `x ≥ 0` is false") @fix("x < 0 → result = -x")

/-- Whether x is even; stated in one direction only. -/
def isEven_precond (x : Int) : Prop := True

def isEven_postcond (x : Int) (result : Bool) (h_precond : isEven_precond x) : Prop :=
  result = true → x % 2 = 0 -- @diag(trivial-witness, "returning result = false") @fix("x % 2 = 0 → result = true")

/-- Sorts xs; forgets "permutation of the input". -/
def sortList_precond (xs : List Int) : Prop := True

def sortList_postcond (xs : List Int) (result : List Int) (h_precond : sortList_precond xs) : Prop := -- @diag(unused-input, "no clause mentions the parameter xs (the requirement names it)")
  ∀ i j, i < j → j < result.length → result[i]! ≤ result[j]! -- @diag(trivial-witness, "returning result = []") @fix("List.Perm result xs")

def vac_precond (x : Int) : Prop :=
  x > 0 ∧ x < 0 -- @diag(vacuous-precondition, "the precondition can never hold")

def vac_postcond (x : Int) (result : Int) (h_precond : vac_precond x) : Prop :=
  result = x

/-- The triangle-area pattern of "Beyond Type-checking": the inner guard
contradicts the outer one. -/
def area_precond (a : Int) (b : Int) : Prop := True

def area_postcond (a : Int) (b : Int) (result : Int) (h_precond : area_precond a b) : Prop :=
  a = 0 → (result = 0 ∧ (a ≠ 0 → result = a * b)) -- @diag(guard-never-fires, "`a ≠ 0` never holds") @diag(unconstrained-output, "when `a = 0` is false") @diag(trivial-witness, "returning result = 0")

/-- Any number above x will do: a relational spec, not flagged. -/
def above_precond (x : Int) : Prop := True

def above_postcond (x : Int) (result : Int) (h_precond : above_precond x) : Prop :=
  result > x

/-- Examples that pin the behaviour make the finding information.
@accept n = 4 -> 2
@reject n = 4 -> 3
-/
def root2_precond (n : Nat) : Prop := True

def root2_postcond (n : Nat) (result : Nat) (h_precond : root2_precond n) : Prop :=
  result * result ≤ n -- @info(trivial-witness, "returning result = 0")

/-- The product of a list of naturals; the spec only says it is positive
when no element is zero. -/
def prodList_precond (xs : List Nat) : Prop := True

def prodList (xs : List Nat) (h_precond : prodList_precond xs) : Nat := Id.run do
  let mut p := 1 -- @diag(surviving-mutant, "`let mut p := 1` → `let mut p := 2` returns result = 2 for xs = [] (the implementation returns result = 1)")
  for x in xs do
    p := p * x
  return p

def prodList_postcond (xs : List Nat) (result : Nat) (h_precond : prodList_precond xs) : Prop :=
  (∀ x ∈ xs, x ≠ 0) → result > 0 -- @diag(trivial-witness, "returning result = 1") @diag(unconstrained-output, "when `∀ x ∈ xs, x ≠ 0` is false")

/-- Keep the positive elements; the spec only says what is kept is positive. -/
def positives_precond (xs : List Int) : Prop := True

def positives (xs : List Int) (h_precond : positives_precond xs) : List Int := Id.run do
  let mut r : List Int := []
  for x in xs do
    if x > 0 then -- @diag(surviving-mutant, "`if x > 0 then` → `if x > 1 then` returns result = [] for xs = [1] (the implementation returns result = [1]); the postcondition accepts both")
      r := r ++ [x]
  return r

def positives_postcond (xs : List Int) (result : List Int) (h_precond : positives_precond xs) : Prop := -- @info(unused-input, "no clause mentions the parameter xs")
  ∀ y ∈ result, y > 0 -- @diag(trivial-witness, "returning result = []") @fix("∀ y ∈ xs, y > 0 → y ∈ result")
