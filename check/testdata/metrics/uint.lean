-- Marker tests of the example-based findings (see check/marker_test.go):
-- fixed-width unsigned integers (Init/Data/UInt/Basic.lean) wrap modulo
-- 2^n, numerals reduce modulo 2^n, and conversions follow Lean core.

/-- x + 1 on bytes wraps: 255 + 1 = 0.
@accept x = 255 -> 0
@accept x = 3 -> 4
@reject x = 255 -> 255
-/
def inc_precond (x : UInt8) : Prop := True

def inc_postcond (x : UInt8) (result : UInt8) (h_precond : inc_precond x) : Prop :=
  result = x + 1

/-- Saturating increment; the spec wraps instead (255 ↦ 0), so the
intended 255 ↦ 255 is rejected and the unintended 255 ↦ 0 accepted.
@accept x = 255 -> 255
@reject x = 255 -> 0
-/
def satInc_precond (x : UInt8) : Prop := True

def satInc_postcond (x : UInt8) (result : UInt8) (h_precond : satInc_precond x) : Prop :=
  result = x + 1 -- @diag(positive-test-recall, "x = 255 -> 255") @diag(negative-test-rejection, "x = 255 -> 0")

/-- x - 1 on bytes wraps below 0.
@accept x = 0 -> 255
@reject x = 0 -> 0
-/
def dec_precond (x : UInt8) : Prop := True

def dec_postcond (x : UInt8) (result : UInt8) (h_precond : dec_precond x) : Prop :=
  result = x - 1

/-- Squares in UInt16 wrap; x / 0 = 0 and x % 0 = x.
@accept x = 256 -> 0
@accept x = 3 -> 9
@reject x = 256 -> 1
-/
def sq_precond (x : UInt16) : Prop := True

def sq_postcond (x : UInt16) (result : UInt16) (h_precond : sq_precond x) : Prop :=
  result = x * x ∧ x / 0 = 0 ∧ x % 0 = x

/-- A numeral is reduced modulo 2^8 (300 is 44), in the spec and in the
examples alike.
@accept x = 0 -> 44
@accept x = 0 -> 300
@reject x = 0 -> 45
-/
def lit_precond (x : UInt8) : Prop := True

def lit_postcond (x : UInt8) (result : UInt8) (h_precond : lit_precond x) : Prop := -- @info(unused-input, "no clause mentions the parameter x")
  result = 300

/-- toNat leaves the byte world: 255 + 1 = 256 in Nat.
@accept x = 255 -> 256
@reject x = 255 -> 0
-/
def tonat_precond (x : UInt8) : Prop := True

def tonat_postcond (x : UInt8) (result : Nat) (h_precond : tonat_precond x) : Prop :=
  result = x.toNat + 1

/-- Conversions to a narrower type truncate: UInt16 300 is UInt8 44.
@accept x = 300 -> 44
@reject x = 300 -> 45
-/
def trunc_precond (x : UInt16) : Prop := True

def trunc_postcond (x : UInt16) (result : UInt8) (h_precond : trunc_precond x) : Prop :=
  result = x.toUInt8 ∧ result = UInt8.ofNat x.toNat ∧ result = Nat.toUInt8 x.toNat

/-- UInt64 (and USize, taken as 64-bit) wrap at 2^64.
@accept x = 18446744073709551615 -> 0
@reject x = 18446744073709551615 -> 1
-/
def big_precond (x : UInt64) : Prop := True

def big_postcond (x : UInt64) (result : USize) (h_precond : big_precond x) : Prop :=
  result = (x + 1).toUSize ∧ x + 1 < x
