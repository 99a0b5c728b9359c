from typing import List

from nagini_contracts.contracts import *


def max_list(xs: List[int]) -> int:
    """Return the largest element of the non-empty list xs."""
    Requires(Acc(list_pred(xs)))
    Requires(len(xs) > 0)
    Ensures(Acc(list_pred(xs)))
    Ensures(Forall(int, lambda k: Implies(0 <= k and k < len(xs), xs[k] <= Result())))
    m = xs[0]
    i = 1
    while i < len(xs):
        Invariant(Acc(list_pred(xs)))
        Invariant(1 <= i and i <= len(xs))
        Invariant(Forall(int, lambda k: Implies(0 <= k and k < i, xs[k] <= m)))
        if xs[i] > m:
            m = xs[i]
        i = i + 1
    return m
