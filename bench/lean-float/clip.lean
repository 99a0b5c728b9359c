/-- Limits every entry to the interval [lo, hi]. -/
def clip {n : Nat} (x : Vector Float n) (lo hi : Float) : Vector Float n :=
  x.map (fun v => if v < lo then lo else if v > hi then hi else v)

theorem clip_spec {n : Nat} (x : Vector Float n) (lo hi : Float) (h : lo ≤ hi) (i : Fin n) :
    lo ≤ (clip x lo hi)[i] ∧ (clip x lo hi)[i] ≤ hi := by
  sorry
