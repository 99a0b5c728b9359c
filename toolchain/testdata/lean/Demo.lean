def größe (xs : List Nat) : Nat := xs.foldl (· + ·) 0
theorem größe_nil : größe [] = 0 := rfl
theorem bad (α : Type) (a : α) : a = a := by exact fooBar
theorem todo : ∀ n : Nat, n + 0 = n := by
  sorry
#eval größe [1, 2, 3]
theorem open_goal (x : Nat) : x + 0 = x ∧ True := by
  constructor
example : Nat := )
