# Marker tests of the example-free attacks and the bound quick-fix (Nagini).
# See check/marker_test.go for the notation.
from typing import List

from nagini_contracts.contracts import *


def isqrt(n: int) -> int:
    """The integer square root: the largest r with r * r <= n."""
    Requires(n >= 0)
    Ensures(Result() * Result() <= n)  # @diag(trivial-witness, "returning result = 0") @fix("n < (Result() + 1) * (Result() + 1)")
    r = 0
    while (r + 1) * (r + 1) <= n:  # @diag(surviving-mutant, "`while (r + 1) * (r + 1) <= n` → `while (r + 1) * (r + 1) < n` returns result = 0 for n = 1 (the implementation returns result = 1)")
        r += 1
    return r


def absolute(x: int) -> int:
    """Absolute value; the negative case is missing. The example picks the fix.

    @accept x = -2 -> 2
    """
    Ensures(Implies(x >= 0, Result() == x))  # @diag(unconstrained-output, "when `x >= 0` is false") @fix("Implies(x < 0, Result() == -x)")
    if x >= 0:
        return x
    return -x  # @diag(surviving-mutant, "`return -x` → `return (-x) - 1` returns result = 1 for x = -2")


def is_even(x: int) -> bool:
    """Whether x is even; stated in one direction only."""
    Ensures(Implies(Result(), x % 2 == 0))  # @diag(trivial-witness, "returning result = False") @fix("Implies(x % 2 == 0, Result())")
    return x % 2 == 0


def pick(xs: List[int]) -> int:
    """Return a non-negative element of xs."""
    Requires(Acc(list_pred(xs)))
    Requires(Exists(xs, lambda y: y >= 0))
    Ensures(Result() >= 0)  # @diag(trivial-witness, "returning result = 0") @fix("Result() in xs")
    for y in xs:  # @diag(surviving-mutant, "returns result = 0 for xs = [1] (the implementation returns result = 1)")
        if y >= 0:
            return y
    return 0


def vacuous(x: int) -> int:
    Requires(x > 0 and x < 0)  # @diag(vacuous-precondition, "the precondition can never hold")
    Ensures(Result() == x)
    return x


def area(a: int, b: int) -> int:
    """The triangle-area pattern: the inner guard contradicts the outer one."""
    Ensures(Implies(a == 0, Result() == 0 and Implies(a != 0, Result() == a * b)))  # @diag(guard-never-fires, "`a != 0` never holds") @diag(unconstrained-output, "when `a == 0` is false") @diag(trivial-witness, "returning result = 0")
    return 0


def above(x: int) -> int:
    """Any number above x will do: a relational spec, not flagged."""
    Ensures(Result() > x)
    return x + 1  # @info(surviving-mutant, "`return x + 1` → `return x + 2` returns result = 2")


def root2(n: int) -> int:
    """Examples that pin the behaviour make the finding information.

    @accept n = 4 -> 2
    @reject n = 4 -> 3
    """
    Requires(n >= 0)
    Ensures(Result() * Result() <= n)  # @info(trivial-witness, "returning result = 0")
    return 0


def selection_sort(xs: List[int]) -> List[int]:
    """Sort xs ascending. The contract keeps the length and the order but
    not the elements: the survivors pick the permutation as the fix."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))  # @diag(unconstrained-output, "no constraint on the elements of result") @fix("ToMS(ToSeq(Result())) == ToMS(ToSeq(xs))")
    Ensures(len(Result()) == len(xs))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(Result()) - 1, Result()[i] <= Result()[i + 1])))
    a = xs[:]
    i = 0
    while i < len(a):
        m = i
        j = i + 1
        while j < len(a):
            if a[j] < a[m]:
                m = j
            j += 1
        t = a[i]  # @diag(surviving-mutant, "`t = a[i]` → `t = a[i] + 1` returns result = [1] for xs = [0]")
        a[i] = a[m]
        a[m] = t
        i += 1
    return a


def is_sorted(xs: List[int]) -> bool:  # @search(searched, "")
    """Whether xs is in ascending order. Only the answer True is
    constrained: False always passes. The guard i + 1 < len(xs) bounds i,
    so the search decides every input."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))  # @diag(trivial-witness, "returning result = False for every input")
    Ensures(Implies(Result(), Forall(int, lambda i: Implies(0 <= i and i + 1 < len(xs), xs[i] <= xs[i + 1]))))
    k = 0
    while k + 1 < len(xs):
        Invariant(Acc(list_pred(xs)))
        Invariant(0 <= k)
        if xs[k] > xs[k + 1]:  # @diag(surviving-mutant, "returns result = False for xs = [2, 2]")
            return False
        k = k + 1
    return True
