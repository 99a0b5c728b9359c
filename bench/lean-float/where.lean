/-- Chooses from `a` where the condition holds and from `b` elsewhere. -/
def select {n : Nat} (c : Vector Bool n) (a b : Vector Float n) : Vector Float n :=
  Vector.ofFn (fun i => if c[i] then a[i] else b[i])

theorem select_spec {n : Nat} (c : Vector Bool n) (a b : Vector Float n) (i : Fin n) :
    (c[i] = true → (select c a b)[i] = a[i]) ∧ (c[i] = false → (select c a b)[i] = b[i]) := by
  sorry
