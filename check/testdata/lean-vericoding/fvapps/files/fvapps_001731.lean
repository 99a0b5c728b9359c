-- <vc-preamble>
-- </vc-preamble>

-- <vc-helpers>
-- </vc-helpers>

-- <vc-definitions>
def largest_palindrom_from (n : Nat) : Nat :=
sorry

def numeric_palindrome (arr : List Nat) : Nat :=
sorry

def reverseString (s : String) : String :=
sorry
-- </vc-definitions>

-- <vc-theorems>
theorem largest_palindrom_from_is_palindrome (n : Nat)
  (h1 : 1 ≤ n) (h2 : n ≤ 10^6) :
  let result := toString (largest_palindrom_from n)
  result = reverseString result :=
sorry

theorem largest_palindrom_from_uses_input_digits (n : Nat)
  (h1 : 1 ≤ n) (h2 : n ≤ 10^6) :
  let result := toString (largest_palindrom_from n)
  ∀ d : Char, d ∈ result.data → d ∈ (toString n).data :=
sorry

theorem numeric_palindrome_is_palindrome (nums : List Nat)
  (h1 : nums.length ≥ 2) (h2 : nums.length ≤ 5)
  (h3 : ∀ x ∈ nums, 2 ≤ x ∧ x ≤ 1000) :
  let result := toString (numeric_palindrome nums)
  result = reverseString result :=
sorry

theorem numeric_palindrome_bound (nums : List Nat)
  (h1 : nums.length ≥ 2) (h2 : nums.length ≤ 5)
  (h3 : ∀ x ∈ nums, 2 ≤ x ∧ x ≤ 1000) :
  numeric_palindrome nums ≤ nums.foldr (·*·) 1 :=
sorry

theorem numeric_palindrome_with_ones (nums : List Nat)
  (h1 : nums.length ≥ 3) (h2 : nums.length ≤ 6)
  (h3 : ∀ i, i < nums.length - 1 → nums.get ⟨i, sorry⟩ = 1)
  (h4 : nums.getLast? = some 2) :
  let result := toString (numeric_palindrome nums)
  result = reverseString result :=
sorry
-- </vc-theorems>