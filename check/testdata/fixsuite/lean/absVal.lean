/-- Return the absolute value of x. -/
def absVal_precond (x : Int) : Prop := True

def absVal (x : Int) (h_precond : absVal_precond x) : Int :=
  if x < 0 then -x else x

def absVal_postcond (x : Int) (result : Int) (h_precond : absVal_precond x) : Prop :=
  result ≥ 0
