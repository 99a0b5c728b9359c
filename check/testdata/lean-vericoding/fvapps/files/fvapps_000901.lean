-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def solve_roasting_club (n : Nat) (qlen : Nat) (queries : List Nat) : List Nat := sorry

def list_minimum (l : List Nat) : Nat := 
  match l with
  | [] => 0  
  | x::xs => xs.foldl min x
-- </vc-definitions>

-- <vc-theorems>
theorem roasting_club_properties 
  (n : Nat)
  (queries : List Nat)
  (h1 : n ≥ 2)
  (h2 : n ≤ 100) 
  (h3 : queries.length ≥ 1)
  (h4 : queries.length ≤ 10)
  (h5 : ∀ q ∈ queries, q ≥ 1 ∧ q ≤ 1000) :
  let result := solve_roasting_club n queries.length queries
  -- Results match length of queries
  (result.length = queries.length) ∧ 
  -- All results are positive
  (∀ x ∈ result, x > 0) ∧
  -- Each result includes first and last numbers
  (let first_last_min := 1 + min n (list_minimum queries)
   ∀ x ∈ result, x ≥ first_last_min) := 
sorry

theorem single_query_properties
  (n : Nat)
  (k : Nat)
  (h1 : n ≥ 2)
  (h2 : n ≤ 100)
  (h3 : k ≥ 1)
  (h4 : k ≤ 1000) :
  let result := solve_roasting_club n 1 [k]
  -- Single query returns single result
  (result.length = 1) ∧
  -- Result is positive
  (∀ x ∈ result, x > 0) :=
sorry
-- </vc-theorems>