theorem two : 1 + 1 = 2 := rfl
theorem later (n : Nat) : n * 1 = n := by sorry
#eval "héllo"
