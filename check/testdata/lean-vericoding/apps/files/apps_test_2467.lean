-- <vc-preamble>
def sum (s : List Int) : Int :=
  match s with
  | [] => 0
  | x :: xs => x + sum xs

def isDistinct (s : List Int) : Prop :=
  ∀ i j, 0 ≤ i ∧ i < j ∧ j < s.length → s[i]! ≠ s[j]!

def isSorted (s : List Int) : Prop :=
  ∀ i, 0 ≤ i ∧ i < s.length - 1 → s[i]! < s[i + 1]!

def isValidCombination (combo : List Int) (k : Int) (n : Int) : Prop :=
  combo.length = k ∧
  sum combo = n ∧
  (∀ j, 0 ≤ j ∧ j < combo.length → 1 ≤ combo[j]! ∧ combo[j]! ≤ 9) ∧
  isDistinct combo ∧
  isSorted combo

def isValidExtension (temp : List Int) (combo : List Int) (k : Int) (n : Int) (start : Int) : Prop :=
  combo.length = k ∧
  sum combo = n ∧
  (∀ j, 0 ≤ j ∧ j < combo.length → 1 ≤ combo[j]! ∧ combo[j]! ≤ 9) ∧
  isDistinct combo ∧
  isSorted combo ∧
  combo.length ≥ temp.length ∧
  (∀ i, 0 ≤ i ∧ i < temp.length → temp[i]! = combo[i]!) ∧
  (∀ i, temp.length ≤ i ∧ i < combo.length → combo[i]! ≥ start)

@[reducible, simp]
def solve_precond (k : Int) (n : Int) : Prop :=
  k > 0 ∧ n > 0 ∧ k ≤ 9
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def solve (k : Int) (n : Int) (h_precond : solve_precond k n) : List (List Int) :=
  sorry
-- </vc-definitions>

-- <vc-theorems>
@[reducible, simp]
def solve_postcond (k : Int) (n : Int) (result : List (List Int)) (h_precond : solve_precond k n) : Prop :=
  (∀ i, 0 ≤ i ∧ i < result.length → result[i]!.length = k) ∧
  (∀ i, 0 ≤ i ∧ i < result.length → sum result[i]! = n) ∧
  (∀ i, 0 ≤ i ∧ i < result.length → ∀ j, 0 ≤ j ∧ j < result[i]!.length → 1 ≤ result[i]![j]! ∧ result[i]![j]! ≤ 9) ∧
  (∀ i, 0 ≤ i ∧ i < result.length → isDistinct result[i]!) ∧
  (∀ i, 0 ≤ i ∧ i < result.length → isSorted result[i]!) ∧
  (∀ i j, 0 ≤ i ∧ i < j ∧ j < result.length → result[i]! ≠ result[j]!) ∧
  (∀ combo, isValidCombination combo k n → combo ∈ result) ∧
  (∀ combo, combo ∈ result → isValidCombination combo k n)

theorem solve_spec_satisfied (k : Int) (n : Int) (h_precond : solve_precond k n) :
    solve_postcond k n (solve k n h_precond) h_precond := by
  sorry
-- </vc-theorems>