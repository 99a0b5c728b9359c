-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def solve_permutation (n : Nat) (matrix : List (List Nat)) : List Nat := sorry

def List.sort : List Nat → List Nat := sorry

-- Result is a valid permutation
-- </vc-definitions>

-- <vc-theorems>
theorem solve_permutation_valid_perm (n : Nat) (matrix : List (List Nat)) 
  (h1 : n ≥ 2)
  (h2 : matrix.length = n)
  (h3 : ∀ i < n, (matrix[i]!).length = n)
  (h4 : ∀ i < n, ∀ j < n, i = j → matrix[i]![j]! = 0)
  (h5 : ∀ i < n, ∀ j < n, i ≠ j → matrix[i]![j]! = i + 1) :
  let result := solve_permutation n matrix
  -- Result has correct length
  (result.length = n) ∧ 
  -- Result contains numbers 1 to n
  (∀ k, k ∈ result → k > 0 ∧ k ≤ n) ∧
  -- Result contains each number exactly once
  (∀ k, k ≤ n → (result.filter (λ x => x = k)).length = 1) := sorry

theorem solve_permutation_edge_case_2 : 
  (solve_permutation 2 [[0, 1], [1, 0]]).sort = [1, 2] := sorry

theorem solve_permutation_edge_case_3 :
  (solve_permutation 3 [[0, 2, 2], [1, 0, 1], [1, 1, 0]]).sort = [1, 2, 3] := sorry
-- </vc-theorems>