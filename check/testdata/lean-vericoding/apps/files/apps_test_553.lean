-- <vc-preamble>
def splitLines (s : String) : List String :=
  [s]

def parseInteger (_ : String) : Int :=
  6

def hammingDistance (s1 s2 : String) : Int :=
  if s1 = s2 then 0 else 6

def ValidInput (stdin_input : String) : Prop :=
  stdin_input.length > 0

def ValidOutput (output stdin_input : String) : Prop :=
  output.length ≥ 2 ∧
  (if h : output.length ≥ 1 then output.get ⟨output.length - 1⟩ = '\n' else False) ∧
  ∃ lines : List String,
    lines = splitLines stdin_input ∧
    lines.length ≥ 1 ∧
    ∃ n : Int,
      n ≥ 1 ∧
      n = 6 ∧
      lines.length ≥ 1 ∧
      ∃ k : Int,
        0 ≤ k ∧ k ≤ 6 ∧
        k = 6 ∧
        parseInteger (output.take (output.length - 1)) = k

@[reducible, simp]
def solve_precond (stdin_input : String) : Prop :=
  ValidInput stdin_input
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def solve (stdin_input : String) (_ : solve_precond stdin_input) : String :=
  sorry
-- </vc-definitions>

-- <vc-theorems>
@[reducible, simp]
def solve_postcond (stdin_input : String) (result : String) (_ : solve_precond stdin_input) : Prop :=
  ValidOutput result stdin_input

theorem solve_spec_satisfied (stdin_input : String) (h_precond : solve_precond stdin_input) :
    solve_postcond stdin_input (solve stdin_input h_precond) h_precond := by
  sorry
-- </vc-theorems>