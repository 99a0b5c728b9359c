-- The classic too-weak square root, VERINA-style: `result * result ≤ n`
-- is met by result = 0.

/-- Return the integer square root of n: the largest r with r * r ≤ n.
@input n = 0; n = 1; n = 10; n = 16
@accept n = 10 -> 3; n = 16 -> 4
@reject n = 10 -> 0; n = 10 -> 4
-/
def isqrt_precond (n : Nat) : Prop := True

def isqrt_postcond (n : Nat) (result : Nat) (h_precond : isqrt_precond n) : Prop :=
  result * result ≤ n
