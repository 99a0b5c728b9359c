/-- Whether two numbers agree within an absolute tolerance. -/
def isclose (a b tol : Float) : Bool :=
  Float.abs (a - b) ≤ tol

theorem isclose_refl (a tol : Float) (h : tol ≥ 0) :
    isclose a a tol = true := by
  sorry
