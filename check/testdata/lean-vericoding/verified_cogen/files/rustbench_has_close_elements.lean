-- <vc-preamble>
/- Specification function for absolute value -/
def absSpec (i : Int) : Int :=
  if i < 0 then -i else i

/- Precondition for hasCloseElements function -/
@[reducible, simp]
def hasCloseElements_precond (numbers : Array Int) (threshold : Int) : Prop :=
  threshold > 0 ∧ 
  ∀ i j, 0 ≤ i ∧ i < numbers.size ∧ 0 ≤ j ∧ j < numbers.size → 
    numbers[i]! - numbers[j]! < 2147483647 ∧ -(numbers[i]! - numbers[j]!) < 2147483647
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def hasCloseElements (numbers : Array Int) (threshold : Int) (h_precond : hasCloseElements_precond numbers threshold) : Bool :=
  sorry
-- </vc-definitions>

-- <vc-theorems>
@[reducible, simp]
def hasCloseElements_postcond (numbers : Array Int) (threshold : Int) (flag : Bool) (h_precond : hasCloseElements_precond numbers threshold) : Prop :=
  flag = (∃ i j, 0 ≤ i ∧ 0 ≤ j ∧ i < numbers.size ∧ j < numbers.size ∧ i ≠ j ∧ absSpec (numbers[i]! - numbers[j]!) < threshold)

theorem hasCloseElements_spec_satisfied (numbers : Array Int) (threshold : Int) (h_precond : hasCloseElements_precond numbers threshold) :
    hasCloseElements_postcond numbers threshold (hasCloseElements numbers threshold h_precond) h_precond := by
  sorry
-- </vc-theorems>