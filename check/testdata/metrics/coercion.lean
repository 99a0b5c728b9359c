-- Marker tests of the example-based findings (see check/marker_test.go):
-- Lean elaborates mixed Nat/Int arithmetic to the larger type, inserting
-- ↑ at the Nat leaves (binop%/binrel% in Lean/Elab/Extra.lean).

/-- x minus 5 as an Int: with result : Int, result = x - 5 is an Int
subtraction, so x = 3 gives -2, not 0.
@accept x = 3 -> -2
@reject x = 3 -> 0
-/
def sub5_precond (x : Nat) : Prop := True

def sub5_postcond (x : Nat) (result : Int) (h_precond : sub5_precond x) : Prop :=
  result = x - 5

/-- The expected type of an ascription.
@accept x = 3 -> -2
@reject x = 3 -> 0
-/
def sub5a_precond (x : Nat) : Prop := True

def sub5a_postcond (x : Nat) (result : Int) (h_precond : sub5a_precond x) : Prop :=
  result = (x - 5 : Int)

/-- The expected type of a function's argument: the distance to 5.
@accept x = 3 -> 2
@reject x = 3 -> 5
-/
def dist5_precond (x : Nat) : Prop := True

def dist5_postcond (x : Nat) (result : Nat) (h_precond : dist5_precond x) : Prop :=
  result = Int.natAbs (x - 5)

/-- The declared type of a let.
@accept x = 3 -> true
@reject x = 3 -> false
-/
def below5_precond (x : Nat) : Prop := True

def below5_postcond (x : Nat) (result : Bool) (h_precond : below5_precond x) : Prop :=
  let d : Int := x - 5
  (result = true ↔ d < 0)

/-- A list literal of type List Int.
@accept x = 3 -> [-2]
@reject x = 3 -> [0]
-/
def single_precond (x : Nat) : Prop := True

def single_postcond (x : Nat) (result : List Int) (h_precond : single_precond x) : Prop :=
  result = ([x - 5] : List Int)

/-- Between Nats the subtraction still truncates.
@accept x = 3 -> 0
@accept x = 3 -> 1
-/
def natsub_precond (x : Nat) : Prop := True

def natsub_postcond (x : Nat) (result : Nat) (h_precond : natsub_precond x) : Prop :=
  result = x - 5 -- @diag(positive-test-recall, "x = 3 -> 1") @hint(truncating-arithmetic, "`x - 5` is natural-number subtraction: it is 0 whenever 5 > x")

def nonneg (i : Int) : Bool := i ≥ 0

/-- An untyped variable takes its type from a later use: i ranges over the
Ints (nonneg : Int → Bool), so i < 3 is no finite range, but i = -1 is a
counterexample: the ∀ is false, not true as over the naturals.
@accept x = 0 -> false
-/
def allnn_precond (x : Nat) : Prop := True

def allnn_postcond (x : Nat) (result : Bool) (h_precond : allnn_precond x) : Prop := -- @info(unused-input, "no clause mentions the parameter x")
  (result = true ↔ ∀ i, i < 3 → nonneg i = true)

/-- The same variable bounded below: -3 < i makes it an Int at once.
@accept x = 0 -> false
-/
def somenn_precond (x : Nat) : Prop := True

def somenn_postcond (x : Nat) (result : Bool) (h_precond : somenn_precond x) : Prop := -- @info(unused-input, "no clause mentions the parameter x")
  (result = true ↔ ∀ i, -3 < i → i < 3 → nonneg i = true)

/-- A variable whose type nothing here fixes keeps the old rule (the
naturals when compared with one), and an unknown verdict says so.
@accept x = 0 -> true -- @info(undecided-example, "no type is known for i")
-/
def untyped_precond (x : Nat) : Prop := True

def untyped_postcond (x : Nat) (result : Bool) (h_precond : untyped_precond x) : Prop := -- @info(unused-input, "no clause mentions the parameter x")
  (result = true ↔ ∀ i, toString i ≠ "")
