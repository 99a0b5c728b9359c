-- <vc-preamble>
def ValidInput (n : Int) (numbers : List Int) : Prop :=
  n ≥ 3 ∧ n % 3 = 0 ∧
  numbers.length = n ∧
  ∀ i, 0 ≤ i ∧ i < numbers.length → 1 ≤ numbers[i]! ∧ numbers[i]! ≤ 7

def ValidTriplet (triplet : List Int) : Prop :=
  triplet.length = 3 ∧
  triplet[0]! < triplet[1]! ∧ triplet[1]! < triplet[2]! ∧
  triplet[0]! > 0 ∧ triplet[1]! > 0 ∧ triplet[2]! > 0 ∧
  triplet[1]! % triplet[0]! = 0 ∧ triplet[2]! % triplet[1]! = 0

def FlattenPartition (result : List (List Int)) : List Int :=
  match result with
  | [] => []
  | h :: t => h ++ FlattenPartition t

def multisetEq (l1 l2 : List Int) : Prop :=
  ∀ x, l1.count x = l2.count x

def ValidPartition (result : List (List Int)) (numbers : List Int) : Prop :=
  result.length = numbers.length / 3 ∧
  (∀ i, 0 ≤ i ∧ i < result.length → ValidTriplet result[i]!) ∧
  multisetEq numbers (FlattenPartition result)

def NoPartitionExists (result : List (List Int)) : Prop :=
  result.length = 0

@[reducible, simp]
def solve_precond (n : Int) (numbers : List Int) : Prop :=
  ValidInput n numbers
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def solve (n : Int) (numbers : List Int) (h_precond : solve_precond n numbers) : List (List Int) :=
  sorry
-- </vc-definitions>

-- <vc-theorems>
@[reducible, simp]
def solve_postcond (n : Int) (numbers : List Int) (result : List (List Int)) (h_precond : solve_precond n numbers) : Prop :=
  NoPartitionExists result ∨ ValidPartition result numbers

theorem solve_spec_satisfied (n : Int) (numbers : List Int) (h_precond : solve_precond n numbers) :
    solve_postcond n numbers (solve n numbers h_precond) h_precond := by
  sorry
-- </vc-theorems>