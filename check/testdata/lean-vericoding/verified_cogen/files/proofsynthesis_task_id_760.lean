-- <vc-preamble>
@[reducible, simp]
def hasOnlyOneDistinctElement_precond (arr : Array Int) := True
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def hasOnlyOneDistinctElement (arr : Array Int) (h_precond : hasOnlyOneDistinctElement_precond (arr)) : Bool :=
  sorry
-- </vc-definitions>

-- <vc-theorems>
@[reducible, simp]
def hasOnlyOneDistinctElement_postcond (arr : Array Int) (result: Bool) (h_precond : hasOnlyOneDistinctElement_precond (arr)) :=
  (∀ i, 1 ≤ i → i < arr.size → arr[0]! = arr[i]!) ↔ result

theorem hasOnlyOneDistinctElement_spec_satisfied (arr: Array Int) (h_precond : hasOnlyOneDistinctElement_precond (arr)) :
    hasOnlyOneDistinctElement_postcond (arr) (hasOnlyOneDistinctElement (arr) h_precond) h_precond := by
  sorry
-- </vc-theorems>