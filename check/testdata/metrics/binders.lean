-- Marker tests of the example-based findings (see check/marker_test.go):
-- bound variables keep their type's domain in every solver and enumerator.

/-- Whether x is at least 5. An i with i + 5 = 3 would have to be -2, which
is not a natural number, so x = 3 -> false is right.
@accept x = 3 -> false
@accept x = 7 -> true
@reject x = 3 -> true
-/
def atLeast5_precond (x : Nat) : Prop := True

def atLeast5_postcond (x : Nat) (result : Bool) (h_precond : atLeast5_precond x) : Prop :=
  (result = true ↔ ∃ i, i + 5 = x)

/-- The same with the variable's type written.
@accept x = 3 -> false
@accept x = 2 -> true
-/
def atLeast5b_precond (x : Nat) : Prop := True

def atLeast5b_postcond (x : Nat) (result : Bool) (h_precond : atLeast5b_precond x) : Prop :=
  (result = true ↔ ∃ i : Nat, i + 5 = x) -- @diag(positive-test-recall, "x = 2 -> true")

/-- With an Int variable a negative witness is fine.
@accept x = 3 -> true
-/
def shift_precond (x : Int) : Prop := True

def shift_postcond (x : Int) (result : Bool) (h_precond : shift_precond x) : Prop :=
  (result = true ↔ ∃ i : Int, i + 5 = x)
