from typing import List

from nagini_contracts.contracts import *


def contains(xs: List[int], x: int) -> bool:
    """Return True exactly when x occurs in xs."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Implies(Result(), Exists(int, lambda k: 0 <= k and k < len(xs) and xs[k] == x)))
    Ensures(Implies(Exists(int, lambda k: 0 <= k and k < len(xs) and xs[k] == x), Result()))
    i = 0
    while i < len(xs):
        Invariant(Acc(list_pred(xs)))
        Invariant(0 <= i and i <= len(xs))
        Invariant(Forall(int, lambda k: Implies(0 <= k and k < i, xs[k] != x)))
        if xs[i] == x:
            return True
        i = i + 1
    return False
