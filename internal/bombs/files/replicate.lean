-- Memory bomb: a thousand lists of a million 2^17-bit numbers each.
def sq (x : Nat) : Nat := x * x

def tower : Nat → Nat
  | 0 => 2
  | k + 1 => sq (tower k)

/-- Return a number.
@input k = 17
@accept k = 17 -> 0
-/
def bomb_precond (k : Nat) : Prop := k ≤ 17

def bomb_postcond (k : Nat) (result : Nat) (h_precond : bomb_precond k) : Prop :=
  result = ((List.range 1000).map (fun i => List.replicate 999999 (tower k + i))).length
