-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def busy_student (startTime : List Int) (endTime : List Int) (queryTime : Int) : Int :=
  sorry
-- </vc-definitions>

-- <vc-theorems>
theorem busy_student_empty_lists :
  busy_student [] [] 5 = 0 :=
sorry
-- </vc-theorems>