-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def compute_xor_sum (N : Nat) (A B : List Nat) : Nat :=
  sorry
-- </vc-definitions>

-- <vc-theorems>
theorem output_bounds (N : Nat) (A B : List Nat) (h1 : A.length = N) (h2 : B.length = N) (h3 : ∀ x ∈ A, x ≤ 1000000) (h4 : ∀ x ∈ B, x ≤ 1000000) :
  compute_xor_sum N A B ≥ 0 ∧ compute_xor_sum N A B < 2^30 :=
sorry

theorem symmetry (N : Nat) (A B : List Nat) (h1 : A.length = N) (h2 : B.length = N) :
  compute_xor_sum N A B = compute_xor_sum N B A :=
sorry

theorem identical_arrays (N : Nat) (A : List Nat) (h : A.length = N) :
  2 ∣ compute_xor_sum N A A :=
sorry

theorem zero_arrays (N : Nat) :
  compute_xor_sum N (List.replicate N 0) (List.replicate N 0) = 0 :=
sorry
-- </vc-theorems>