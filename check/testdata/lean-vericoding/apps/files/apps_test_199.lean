-- <vc-preamble>
def ValidInput (n : Int) (s : Int) (v : List Int) : Prop :=
  n > 0 ∧ v.length = n ∧ s ≥ 0 ∧ ∀ i, 0 ≤ i ∧ i < v.length → v[i]! ≥ 0

def sum (v : List Int) : Int :=
  v.foldl (· + ·) 0

def minSeq (v : List Int) : Int :=
  if h : v.length > 0 then
    v.foldl min (v[0]!)
  else 0

def myMin (a : Int) (b : Int) : Int :=
  if a ≤ b then a else b

@[reducible, simp]
def solve_precond (n : Int) (s : Int) (v : List Int) : Prop :=
  ValidInput n s v
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def solve (n : Int) (s : Int) (v : List Int) (h_precond : solve_precond n s v) : Int :=
  sorry
-- </vc-definitions>

-- <vc-theorems>
@[reducible, simp]
def solve_postcond (n : Int) (s : Int) (v : List Int) (result : Int) (h_precond : solve_precond n s v) : Prop :=
  (sum v < s → result = -1) ∧
  (sum v ≥ s → result = myMin ((sum v - s) / n) (minSeq v)) ∧
  (result = -1 ∨ result ≥ 0)

theorem solve_spec_satisfied (n : Int) (s : Int) (v : List Int) (h_precond : solve_precond n s v) :
    solve_postcond n s v (solve n s v h_precond) h_precond := by
  sorry
-- </vc-theorems>