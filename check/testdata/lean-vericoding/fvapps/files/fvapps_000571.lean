-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def find_boy_strengths (n : Nat) (girls : List Nat) : List Nat := sorry

theorem find_boy_strengths_length 
  (girls : List Nat) (n : Nat) (h : 0 < n) :
  List.length (find_boy_strengths n girls) = List.length girls := sorry
-- </vc-definitions>

-- <vc-theorems>
theorem find_boy_strengths_naturals
  (girls : List Nat) (n : Nat) (h : 0 < n) :
  ∀ x ∈ find_boy_strengths n girls, x ≥ 0 := sorry

theorem find_boy_strengths_special_case_two
  (girls : List Nat) (n : Nat) (h : 0 < n) :
  ∀ (i : Fin (List.length girls)),
    have h2 : i.val < (find_boy_strengths n girls).length := 
      by rw [find_boy_strengths_length girls n h]; exact i.isLt
    let girl := girls[i]
    let boy := (find_boy_strengths n girls)[i.val]'h2
    if girl = 2 then boy = 1 
    else boy = girl.xor 2 := sorry

theorem find_boy_strengths_all_twos
  (girls : List Nat) (n : Nat) (h : 0 < n)
  (h2 : ∀ x ∈ girls, x = 2) :
  ∀ x ∈ find_boy_strengths n girls, x = 1 := sorry

theorem find_boy_strengths_no_twos
  (girls : List Nat) (n : Nat) (h : 0 < n)
  (h2 : ∀ x ∈ girls, x ≥ 3) :
  ∀ (i : Fin (List.length girls)),
    have h3 : i.val < (find_boy_strengths n girls).length := 
      by rw [find_boy_strengths_length girls n h]; exact i.isLt
    (find_boy_strengths n girls)[i.val]'h3 = girls[i].xor 2 := sorry
-- </vc-theorems>