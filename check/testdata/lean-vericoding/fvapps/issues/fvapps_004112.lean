-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def swap_head_tail (lst : List α) : List α := sorry

theorem swap_head_tail_length {α : Type} (lst : List α) :
  (swap_head_tail lst).length = lst.length := sorry
-- </vc-definitions>

-- <vc-theorems>
-- </vc-theorems>