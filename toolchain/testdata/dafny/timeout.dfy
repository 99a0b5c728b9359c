// Nonlinear arithmetic the verifier cannot settle quickly: with a short
// time limit it times out.
lemma Hard(a: int, b: int, c: int, d: int)
  requires a > 1 && b > 1 && c > 1 && d > 1
  ensures a*b*c*d*a*b*c*d - 1 != (a*a*b*b*c*c - 7) * (d*d + 3)
{
}
