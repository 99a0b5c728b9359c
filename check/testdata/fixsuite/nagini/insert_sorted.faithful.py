from typing import List

from nagini_contracts.contracts import *


def insert_sorted(xs: List[int], x: int) -> List[int]:
    """Return a new list: x inserted into the sorted list xs so that the result is still sorted."""
    Requires(Acc(list_pred(xs)))
    Requires(Forall(int, lambda j: Forall(int, lambda k: Implies(0 <= j and j < k and k < len(xs), xs[j] <= xs[k]))))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs) + 1)
    Ensures(Forall(int, lambda j: Forall(int, lambda k: Implies(0 <= j and j < k and k < len(Result()), Result()[j] <= Result()[k]))))
    Ensures(Exists(int, lambda p: 0 <= p and p <= len(xs) and Result()[p] == x and
                   Forall(int, lambda k: Implies(0 <= k and k < p, Result()[k] == xs[k])) and
                   Forall(int, lambda k: Implies(p < k and k <= len(xs), Result()[k] == xs[k - 1]))))
    i = 0
    while i < len(xs) and xs[i] < x:
        Invariant(Acc(list_pred(xs), 1/2))
        Invariant(0 <= i and i <= len(xs))
        Invariant(Forall(int, lambda k: Implies(0 <= k and k < i, xs[k] < x)))
        i = i + 1
    r = xs[:i]
    r.append(x)
    rest = xs[i:]
    res = r + rest
    Assert(Forall(int, lambda k: Implies(0 <= k and k < i, res[k] == xs[k] and xs[k] < x)))
    Assert(res[i] == x)
    Assert(Forall(int, lambda k: Implies(i < k and k <= len(xs), res[k] == xs[k - 1] and x <= xs[k - 1])))
    return res
