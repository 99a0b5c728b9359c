-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def split (s : String) : List String :=
sorry

def toNat (s : String) : Option Nat :=
sorry

def scratch (tickets : List String) : Nat :=
sorry
-- </vc-definitions>

-- <vc-theorems>
theorem scratch_non_negative (tickets : List String) :
  scratch tickets ≥ 0 :=
sorry
-- </vc-theorems>