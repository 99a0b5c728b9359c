-- Marker tests of tests written on vectors and ranges: `#v[…]` literals,
-- `Vector α n` with n implicit (the size of the vector), ranges a...b and
-- a...=b, and Floats compared as the runtime's doubles.

def scaleAdd {n : Nat} (k : Nat) (a b : Vector Nat n) : Vector Nat n := -- @info(unused-input, "no clause mentions the parameter k")
  Vector.ofFn (fun i => k * a[i] + b[i])

-- Weak: says nothing of k.
theorem scaleAdd_spec {n : Nat} (k : Nat) (a b : Vector Nat n) (i : Fin n) : -- @diag(negative-test-rejection, "scaleAdd 1 #v[1] #v[1] = #v[3] (R− 0/1)")
    (scaleAdd k a b)[i] ≥ b[i] := by
  sorry -- @diag(hygiene, "sorry")

example : scaleAdd 2 #v[1, 2] #v[10, 20] = #v[12, 24] := by decide
#guard scaleAdd 0 #v[5] #v[1] == #v[1]
example : scaleAdd 1 #v[1] #v[1] ≠ #v[3] := by decide

def sumTo (n : Nat) : Nat := Id.run do
  let mut s := 0
  for i in 1...=n do
    s := s + i
  return s

theorem sumTo_spec (n : Nat) : 2 * sumTo n = n * (n + 1) := by sorry -- @diag(hygiene, "sorry")

example : sumTo 4 = 10 := by decide
#guard (0...3).toList == [0, 1, 2]

def halve {n : Nat} (xs : Vector Float n) : Vector Float n := xs.map (· / 2)

theorem halve_spec {n : Nat} (xs : Vector Float n) (i : Fin n) :
    (halve xs)[i] * 2 = xs[i] := by sorry -- @diag(hygiene, "sorry")

#guard halve #v[1.0, 3.0] == #v[0.5, 1.5]
