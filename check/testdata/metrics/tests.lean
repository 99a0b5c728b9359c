-- Marker tests of the example-based findings (see check/marker_test.go):
-- tests written as Lean users write them are examples of the function
-- they apply: `example : f a = v := proof` and `#guard f a == v` intended
-- outputs (R+), `example : ¬ (f a = v)`, `example : f a ≠ v` and
-- `#guard f a != v` outputs the spec must reject (R−).

def sumTo_precond (n : Nat) : Prop := True

def sumTo (n : Nat) (h_precond : sumTo_precond n) : Nat :=
  match n with
  | 0 => 0
  | k + 1 => (k + 1) + sumTo k (by trivial)

def sumTo_postcond (n : Nat) (result : Nat) (h_precond : sumTo_precond n) : Prop :=
  result ≥ n -- @diag(negative-test-rejection, "sumTo 2 (by trivial) = 2; sumTo 1 (by trivial) = 5; sumTo 5 (by trivial) = 16 (R− 0/3)")

example : sumTo 3 (by trivial) = 6 := by decide
example : sumTo 0 (by trivial) = 0 := rfl
#guard sumTo 4 (by trivial) == 10
example : ¬ (sumTo 2 (by trivial) = 2) := by decide
#guard sumTo 1 (by trivial) != 5
example : sumTo 5 (by trivial) ≠ 16 := by decide

def isEven_precond (n : Nat) : Prop := True

def isEven (n : Nat) (h_precond : isEven_precond n) : Bool := n % 2 == 0

def isEven_postcond (n : Nat) (result : Bool) (h_precond : isEven_precond n) : Prop :=
  (result = true ↔ n % 2 = 0)

#guard isEven 4 (by trivial)
#guard !isEven 7 (by trivial)
example : isEven 10 (by trivial) = true := by native_decide -- @diag(hygiene, "native_decide")
example : ¬ (isEven 3 (by trivial) = true) := by decide

-- A spec that rejects what the tests intend: R+ counts them.
def triple_precond (n : Int) : Prop := True

def triple (n : Int) (h_precond : triple_precond n) : Int := 3 * n

def triple_postcond (n : Int) (result : Int) (h_precond : triple_precond n) : Prop :=
  result = 3 * n ∧ result > 0 -- @diag(positive-test-recall, "triple (-1) (by trivial) = -3 (R+ 1/2)")

example : triple 2 (by trivial) = 6 := by decide
#guard triple (-1) (by trivial) == -3

-- A test the implementation does not pass: Lean rejects it.
def twice_precond (n : Nat) : Prop := True

def twice (n : Nat) (h_precond : twice_precond n) : Nat := n + n

def twice_postcond (n : Nat) (result : Nat) (h_precond : twice_precond n) : Prop :=
  result = 2 * n -- @diag(positive-test-recall, "twice 2 (by trivial) = 5; twice 9 (by trivial) = 0 (R+ 1/3)")

example : twice 3 (by trivial) = 6 := by decide
example : twice 2 (by trivial) = 5 := by decide -- @diag(failing-test, "`twice 2 (by trivial)` evaluates to 4")
example : twice 9 (by trivial) = 0 := by sorry -- @diag(hygiene, "sorry")
