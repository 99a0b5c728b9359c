// Marker tests of the example-free attacks and the bound quick-fix (Dafny).
// See check/marker_test.go for the notation.

/// The integer square root: the largest r with r*r <= N.
method SquareRoot(N: nat) returns (r: nat)
  ensures r * r <= N // @diag(trivial-witness, "returning r = 0 for every input") @fix("N < (r + 1) * (r + 1)")

/// Absolute value; the negative case is missing. The example picks the fix.
/// @accept x = -2 -> y = 2
method Abs(x: int) returns (y: int)
  ensures x >= 0 ==> y == x // @diag(unconstrained-output, "when `x >= 0` is false the postcondition places no constraint on y") @fix("x < 0 ==> y == -x")

/// Whether x is even; stated in one direction only.
method IsEven(x: int) returns (b: bool)
  ensures b ==> x % 2 == 0 // @diag(trivial-witness, "returning b = false") @fix("x % 2 == 0 ==> b")

/// Returns a non-negative element of a; forgets "element of a".
method NonNegElem(a: seq<int>) returns (x: int)
  requires exists i :: 0 <= i < |a| && a[i] >= 0
  ensures x >= 0 // @diag(trivial-witness, "returning x = 0") @fix("x in a")

/// Sorts a; forgets "permutation of the input".
method Sort(a: seq<int>) returns (s: seq<int>)
  ensures forall i, j :: 0 <= i < j < |s| ==> s[i] <= s[j] // @diag(trivial-witness, "returning s = []") @fix("multiset(s) == multiset(a)")

/// Appends b to a; only the length is stated.
method Append(a: array<int>, b: int) returns (c: array<int>)
  ensures c.Length == a.Length + 1 // @diag(unconstrained-output, "no constraint on the elements of c")

method Vacuous(x: int) returns (y: int)
  requires x > 0 && x < 0 // @diag(vacuous-precondition, "no input tried satisfies the precondition")
  ensures y == x

method Tautology(x: int) returns (y: int)
  ensures x * x >= 0 // @diag(tautological-postcondition, "places no constraint on y")

/// The triangle-area pattern: the inner guard contradicts the outer one.
method Area(a: int, b: int) returns (r: int)
  ensures a == 0 ==> (r == 0 && (a != 0 ==> r == a * b)) // @diag(guard-never-fires, "`a != 0` never holds") @diag(unconstrained-output, "when `a == 0` is false") @diag(trivial-witness, "returning r = 0")

method Impossible(x: int) returns (y: int)
  ensures x < y < x + 1 // @hint(unsatisfiable-postcondition, "no output tried satisfies the postcondition")

/// A relational spec that allows many outputs on purpose: not flagged.
method AnyBigger(x: int) returns (y: int)
  ensures y > x

/// Examples that pin the behaviour make the finding information.
/// @accept N = 4 -> r = 2
/// @reject N = 4 -> r = 3
method Root2(N: nat) returns (r: nat)
  ensures r * r <= N // @info(trivial-witness, "returning r = 0")

/// A function's body defines its result: nothing to attack.
function Double(x: int): int
  ensures Double(x) >= x || x < 0
{
  2 * x
}
