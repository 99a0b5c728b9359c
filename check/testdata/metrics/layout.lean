-- Marker tests of the example-based findings (see check/marker_test.go):
-- Lean's layout. Binary operators continue a term whatever their column;
-- match arms are checked against the first arm only; what cannot be read
-- makes the definition unknown, never shorter.

/-- A number below 10 that is at least x; the second conjunct starts a
line at column 1 and still belongs to the postcondition.
@accept x = 3 -> 5
@reject x = 3 -> 12
-/
def below_precond (x : Nat) : Prop := True

def below_postcond (x : Nat) (result : Nat) (h_precond : below_precond x) : Prop :=
  result ≥ x
∧ result < 10

/-- Match arms at column 1.
@accept x = 0 -> 0
@accept x = 5 -> 1
@reject x = 5 -> 0
-/
def sgn_precond (x : Nat) : Prop := True

def sgn_postcond (x : Nat) (result : Nat) (h_precond : sgn_precond x) : Prop :=
  match x with
| 0 => result = 0
| _ => result = 1

def isZero : Nat → Bool
| 0 => true
| _ => false

/-- A function defined by pattern matching with arms at column 1.
@accept x = 0 -> true
@accept x = 4 -> false
@reject x = 4 -> true
-/
def isz_precond (x : Nat) : Prop := True

def isz_postcond (x : Nat) (result : Bool) (h_precond : isz_precond x) : Prop :=
  result = isZero x

/-- A line at column 1 that continues the term with an argument: Lean
reads it as part of the definition (no column is checked at the top
level), specfaith does not, so the examples are undecided with the reason.
@accept x = 3 -> 5 -- @info(undecided-example, "could not read arg_postcond past line 54, column 1")
-/
def arg_precond (x : Nat) : Prop := True

def id' (n : Nat) : Nat := n

def arg_postcond (x : Nat) (result : Nat) (h_precond : arg_precond x) : Prop :=
  result ≥ id'
x -- @diag(unparsed, "could not read arg_postcond past line 54, column 1")

theorem after : True := trivial
