-- Memory bomb: a thousand strings of a million characters (16 GB if built).

/-- Return a number.
@input n = 1
@accept n = 1 -> 0
-/
def bomb_precond (n : Nat) : Prop := True

def bomb_postcond (n : Nat) (result : Nat) (h_precond : bomb_precond n) : Prop :=
  result = ((List.range 1000).map (fun i => "".pushn 'x' (999000 + i))).length
