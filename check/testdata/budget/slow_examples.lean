def atoi (s : String) : Int := sorry

theorem atoi_plus (n : Int) (h : 0 ≤ n ∧ n ≤ 2147483647) :
  atoi ("+" ++ toString n) = n := sorry

theorem atoi_minus (n : Int) (h : 0 ≤ n ∧ n ≤ 2147483647) :
  atoi ("-" ++ toString n) = -n := sorry

#guard atoi "42" = 42
#guard atoi "-42" = -42
#guard atoi "7 words" = 7
#guard atoi "words" = 0

def itoa (n : Int) : String := sorry

theorem itoa_round (n : Int) (s : String) (h : 0 ≤ n ∧ n ≤ 2147483647) :
  s = toString n → itoa n = s := sorry

#guard itoa 42 = "42"
#guard itoa 7 = "7"
