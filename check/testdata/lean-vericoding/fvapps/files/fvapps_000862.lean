-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def is_valid_path (n : Nat) (a b : List Nat) : Bool := sorry

def solve_test_case (n : Nat) (a b : List Nat) : String := sorry
-- </vc-definitions>

-- <vc-theorems>
theorem valid_path_structure {n : Nat} {middle_vals : List Nat} {connecting_val : Nat}
  (h1 : n ≥ 3) (h2 : n ≤ 10)
  (h3 : ∀ x ∈ middle_vals, x ≥ 1 ∧ x ≤ 20)
  (h4 : connecting_val ≥ 1) (h5 : connecting_val ≤ 20)
  (a b : List Nat)
  (hpath : is_valid_path n a b) :
  a.head? = some 0 ∧ 
  b.getLast? = some 0 ∧
  a.getLast? = b.head? ∧
  (∀ x ∈ a.tail.dropLast, x > 0) ∧
  (∀ x ∈ b.tail.dropLast, x > 0) := sorry

theorem invalid_endpoints {n : Nat} (h1 : n ≥ 3) (h2 : n ≤ 10)
  (a b : List Nat)
  (h3 : a = List.replicate n 1)
  (h4 : b = List.replicate n 1) :
  ¬ is_valid_path n a b := sorry

theorem invalid_middle_zero {n : Nat} (h1 : n ≥ 3) (h2 : n ≤ 10)
  (a b : List Nat)
  (h3 : a = 0 :: 0 :: List.replicate (n-3) 1 ++ [1])
  (h4 : b = 1 :: List.replicate (n-2) 1 ++ [0]) :
  ¬ is_valid_path n a b := sorry

theorem solve_matches_valid {n : Nat} {val : Nat}
  (h1 : n ≥ 3) (h2 : n ≤ 10)
  (h3 : val ≥ 1) (h4 : val ≤ 20)
  (a b : List Nat)
  (h5 : a = 0 :: List.replicate (n-2) val ++ [val])
  (h6 : b = val :: List.replicate (n-2) val ++ [0]) :
  solve_test_case n a b = if is_valid_path n a b then "Yes" else "No" := sorry
-- </vc-theorems>