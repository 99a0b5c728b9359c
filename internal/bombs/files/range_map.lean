-- Memory bomb: a million copies of a 2^17-bit number (16 GB if built).
def sq (x : Nat) : Nat := x * x

def tower : Nat → Nat
  | 0 => 2
  | k + 1 => sq (tower k)

/-- Return a list.
@input k = 17
@accept k = 17 -> []
-/
def bomb_precond (k : Nat) : Prop := k ≤ 17

def bomb_postcond (k : Nat) (result : List Nat) (h_precond : bomb_precond k) : Prop :=
  let b := tower k
  result = (List.range 999999).map (fun i => b + i)
