-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def solve_game (n k : Nat) (arr : List Nat) : Nat :=
  sorry
-- </vc-definitions>

-- <vc-theorems>
theorem solve_game_output_bounds {n k : Nat} {arr : List Nat}
  (h1: n > 0)
  (h2: k > 0)
  (h3: k ≤ n)
  (h4: arr.length = n)
  (h5: ∀ x ∈ arr, x > 0 ∧ x ≤ 1000) :
  let result := solve_game n k arr
  0 ≤ result ∧ result < 1000000007 :=
sorry

theorem solve_game_ones {n k : Nat}
  (h1: n > 0)
  (h2: k > 0)
  (h3: k ≤ n) :
  solve_game n k (List.replicate n 1) = 1 :=
sorry

theorem solve_game_permutation_invariant {n k : Nat} {arr1 arr2 : List Nat}
  (h1: n > 0)
  (h2: k > 0)
  (h3: k ≤ n)
  (h4: arr1.length = n)
  (h5: arr2.length = n) 
  (h6: List.Perm arr1 arr2) :
  solve_game n k arr1 = solve_game n k arr2 :=
sorry
-- </vc-theorems>