-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def max_states_won (A B : Nat) (c_votes d_votes : List Nat) : Nat :=
  sorry
-- </vc-definitions>

-- <vc-theorems>
theorem max_states_won_bounded {A B : Nat} {c_votes d_votes : List Nat}
  (h1 : 0 < A) (h2 : 0 < B)
  (h3 : c_votes.length = A * B) (h4 : d_votes.length = A * B) :
  0 ≤ max_states_won A B c_votes d_votes ∧ max_states_won A B c_votes d_votes ≤ A :=
sorry

theorem max_states_won_zero_votes {A B : Nat} {d_votes : List Nat}
  (h1 : 0 < A) (h2 : 0 < B)
  (h3 : d_votes.length = A * B) :
  max_states_won A B (List.replicate (A*B) 0) d_votes = 0 :=
sorry

theorem max_states_won_dominant_votes {A B : Nat} {d_votes : List Nat}
  (h1 : 0 < A) (h2 : 0 < B)
  (h3 : d_votes.length = A * B) :
  let max_d := d_votes.foldl Nat.max 0
  let dominant_votes := List.replicate (A*B) (max_d + 1)
  max_states_won A B dominant_votes d_votes = A :=
sorry

theorem max_states_won_empty {A B : Nat}
  (h1 : 0 < A) (h2 : 0 < B) :
  max_states_won A B (List.replicate (A*B) 0) (List.replicate (A*B) 0) = 0 :=
sorry
-- </vc-theorems>