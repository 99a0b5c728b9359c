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
method Sort(a: seq<int>) returns (s: seq<int>) // @info(unused-input, "no clause mentions the parameter a")
  ensures forall i, j :: 0 <= i < j < |s| ==> s[i] <= s[j] // @diag(trivial-witness, "returning s = []") @fix("multiset(s) == multiset(a)")

/// Appends b to a; only the length is stated.
method Append(a: array<int>, b: int) returns (c: array<int>) // @diag(unused-input, "no clause mentions the parameter b (the requirement names it)")
  ensures c.Length == a.Length + 1 // @diag(unconstrained-output, "no constraint on the elements of c")

method Vacuous(x: int) returns (y: int) // @search(skipped, "can never hold")
  requires x > 0 && x < 0 // @diag(vacuous-precondition, "the precondition can never hold: `x < 0` contradicts `x > 0`")
  ensures y == x

method Tautology(x: int) returns (y: int)
  ensures x * x >= 0 // @info(result-not-constrained, "no postcondition mentions the result y")

/// The triangle-area pattern: the inner guard contradicts the outer one.
method Area(a: int, b: int) returns (r: int)
  ensures a == 0 ==> (r == 0 && (a != 0 ==> r == a * b)) // @diag(guard-never-fires, "`a != 0` never holds") @diag(unconstrained-output, "when `a == 0` is false") @diag(trivial-witness, "returning r = 0")

/// Unsatisfiable over the integers, but only integer reasoning shows it:
/// 40 rejected candidates out of infinitely many prove nothing, so no hint.
method Impossible(x: int) returns (y: int)
  ensures x < y < x + 1

/// The equation pins y, and the other clause rejects that value.
method Pinned(x: int) returns (y: int)
  ensures y == x + 1 && y < x // @hint(unsatisfiable-postcondition, "no output satisfies the postcondition for x = 0")

/// A bool result: both values were tried and rejected.
method NeitherBool(x: int) returns (b: bool)
  ensures b == (x > 0) && b != (x > 0) // @hint(unsatisfiable-postcondition, "both true and false were rejected")

/// Declarations without a body or postcondition say nothing: not searched.
predicate Good(x: int) // @search(skipped, "no postcondition")
function Weight(x: int): int

/// A lemma over body-less predicates cannot be searched.
lemma GoodWeight(x: int) // @search(skipped, "`Good` has no body")
  requires Good(x)
  ensures Weight(x) > 0
{ }

/// Decided false on a few inputs and undecided on the rest: not vacuous.
method Undecided(x: int) returns (y: int) // @search(skipped, "`Good` has no body")
  requires Good(x)
  requires x < -5
  ensures y == x

/// Rejected where the second clause is false, undecided elsewhere (an
/// unbounded quantifier): unknown is not false, so not vacuous.
method Unbounded(x: int) returns (y: int) // @search(skipped, "undecided")
  requires forall k: int :: k * k >= x
  requires x < -5
  ensures y == x

/// Small inputs miss this precondition; that is no evidence of vacuity.
method NeedsBig(n: int, x: int) returns (y: int) // @search(skipped, "no input tried satisfies the precondition")
  requires n > 0 && x > 5000 && x % n == 3
  ensures y == x / n

/// A parameter the precondition computes from the others is computed,
/// not drawn at random, so the search reaches x > 50.
method Derived(q: int, n: int, r: int, x: int) returns (y: int) // @search(searched, "")
  requires n > 0 && 0 <= r < n && x == q * n + r && x > 50
  ensures y == q

/// The guard contradicts the precondition: proved, a warning.
method GuardVsPre(x: int) returns (r: int)
  requires x >= 0
  ensures r >= x
  ensures x < 0 ==> r == 1 // @diag(guard-never-fires, "`x < 0` never holds under the precondition")

/// No input tried reaches this guard, but nothing proves it never holds.
method RareGuard(x: int) returns (r: int)
  ensures r >= x
  ensures x * x == 7 ==> r == 1 // @hint(guard-never-fires, "held on none of the")

/// A filter that forgot completeness: [] is accepted on every input, while
/// the other candidates are undecided (IsKept has no body).
predicate IsKept(x: int)
method Filter(s: seq<int>) returns (r: seq<int>) // @search(partial, "inputs undecided")
  ensures forall i :: 0 <= i < |r| ==> r[i] in s // @diag(trivial-witness, "returning r = []")
  ensures forall i :: 0 <= i < |r| ==> IsKept(r[i])

/// A relational spec that allows many outputs on purpose: not flagged.
method AnyBigger(x: int) returns (y: int) // @search(searched, "")
  ensures y > x

/// Examples that pin the behaviour make the finding information.
/// @accept N = 4 -> r = 2
/// @reject N = 4 -> r = 3
method Root2(N: nat) returns (r: nat)
  ensures r * r <= N // @info(trivial-witness, "returning r = 0")

/// A function's body defines its result, and callers see it: its outputs
/// are not searched and it is not mutated; it is run against its ensures.
function Double(x: int): int
  ensures Double(x) >= x || x < 0
{
  2 * x
}

/// The body breaks its postcondition on x = 0: a concrete counterexample.
function Inc(x: int): int
  ensures Inc(x) > x // @diag(implementation-counterexample, "returns result = 0 for x = 0, which the postcondition rejects")
{
  x
}

/// Only a bound on the differences: a constant that covers the small inputs
/// tried is not a witness for all inputs (inputs scaled far away refute it).
method MaxDiff(a: array<int>) returns (d: int)
  requires a.Length > 1
  ensures forall i, j :: 0 <= i < a.Length && 0 <= j < a.Length ==> a[i] - a[j] <= d

/// A linear search whose only clause is about a found index: starting the
/// scan at 1 still passes.
method Find(s: seq<int>, x: int) returns (i: int)
  ensures 0 <= i < |s| ==> s[i] == x // @diag(trivial-witness, "returning i = -1") @diag(unconstrained-output, "no constraint on i")
{
  i := 0; // @diag(surviving-mutant, "`i := 0;` → `i := 1;` returns i = 1 for s = [], x = 0")
  while i < |s|
  {
    if s[i] == x { return; }
    i := i + 1;
  }
}

function Fact(n: nat): nat { if n == 0 then 1 else n * Fact(n - 1) }

/// The loop stops one step early: a concrete input shows it.
method FactLoop(n: nat) returns (f: nat)
  ensures f == Fact(n) // @diag(implementation-counterexample, "returns f = 1 for n = 2, which the postcondition rejects")
{
  f := 1;
  var k := 1;
  while k < n
  {
    f := f * k;
    k := k + 1;
  }
}

/// The minimum with only its lower bound: returning one less passes; the
/// implementation's outputs and that survivor pick membership as the fix.
method Minimum(s: seq<int>) returns (m: int)
  requires |s| > 0
  ensures forall i :: 0 <= i < |s| ==> m <= s[i] // @diag(one-sided-output, "bounds m only from above")
{
  m := s[0]; // @info(surviving-mutant, "`m := s[0];` → `m := s[0] - 1;` returns m = -1 for s = [0]") @fix("m in s")
  var i := 1;
  while i < |s|
  {
    if s[i] < m {
      m := s[i];
    }
    i := i + 1;
  }
}

/// The loop computes Fact(n), but the contract only says the result is
/// positive: the file's own function says which value the body returns.
method FactPos(n: nat) returns (f: nat) // @diag(unused-input, "no clause mentions the parameter n (the requirement names it)")
  ensures f >= 1 // @diag(trivial-witness, "returning f = 1") @fix("f == Fact(n)")
{
  f := 1; // @diag(surviving-mutant, "`f := 1;` → `f := 2;` returns f = 2 for n = 0")
  var k := 1;
  while k <= n
  {
    f := f * k;
    k := k + 1;
  }
}

/// A filter whose contract says only that what it keeps is positive: []
/// passes. The fix is the converse: every positive element is kept.
method Positives(a: seq<int>) returns (r: seq<int>) // @info(unused-input, "no clause mentions the parameter a")
  ensures forall x :: x in r ==> x > 0 // @diag(trivial-witness, "returning r = []") @fix("forall x: int :: x in a && x > 0 ==> x in r")
{
  r := [];
  var i := 0; // @diag(surviving-mutant, "`var i := 0;` → `var i := 1;` returns r = [] for a = [1]")
  while i < |a|
  {
    if a[i] > 0 { r := r + [a[i]]; }
    i := i + 1;
  }
}

/// No postcondition at all: the body is the only oracle. No clause
/// synthesized from the types agrees with it (avg == a would break it);
/// the loop-free body's own meaning does.
method ComputeAvg(a: int, b: int) returns (avg: int) // @diag(tautological-postcondition, "no constraint on avg") @fix("avg == (a + b) / 2")
{
  avg := (a + b) / 2;
}

/// Bounds beyond the small values searched are still bounds: candidates
/// past 2147483647 are tried, so this is a weak postcondition (0 meets
/// it), not one that places no constraint.
method Atoi(s: string) returns (r: int) // @info(unused-input, "no clause mentions the parameter s")
  ensures -2147483648 <= r <= 2147483647 // @diag(trivial-witness, "returning r = 0")

/// Counts the pairs of equal zeros. No generated sequence holds two zeros,
/// so sz = 0 passes every input tried; re-checked on [0, 0] (repeated
/// zeros) it fails, and the witness said is one that holds there too.
method ZeroPairs(a: seq<int>) returns (sz: int)
  ensures sz >= 0 // @diag(trivial-witness, "returning sz = 1 for every input")
  ensures (exists i, j :: 0 <= i < j < |a| && a[i] == 0 && a[j] == 0) ==> sz > 0 // @hint(guard-never-fires, "held on none of the")

// Never to be called: `requires false` written as such, with no
// requirement or example saying what should be handled, is the author's
// intent, not a contradiction to report (the search is skipped, saying
// why). pre_false.dfy in examples/ keeps its finding: its requirement
// says every x is to be handled.

method NeverCalled(x: int) returns (y: int) // @search(skipped, "the precondition can never hold")
  requires false
  ensures y > x

method Demo(m: int) returns (r: int) // @search(skipped, "no contract: no clause, and no requirement saying what it returns")
{
  r := m + 1;
}

/// Finds the first odd element. idx means something only when found:
/// left open where nothing is found, on purpose; said as information.
method FindOdd(a: seq<int>) returns (found: bool, idx: int)
  ensures found ==> 0 <= idx < |a| && a[idx] % 2 == 1 // @info(unconstrained-output, "no constraint on idx (there found is false")
  ensures !found ==> forall i :: 0 <= i < |a| ==> a[i] % 2 == 0
