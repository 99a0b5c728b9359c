/-- Running sums: entry i is the sum of entries 0 … i. -/
def cumsum (xs : List Float) : List Float :=
  (xs.foldl (fun (acc : List Float × Float) x => (acc.1 ++ [acc.2 + x], acc.2 + x)) ([], 0)).1

theorem cumsum_length (xs : List Float) :
    (cumsum xs).length = xs.length := by
  sorry
