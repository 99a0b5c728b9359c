from typing import List

from nagini_contracts.contracts import *


def contains(xs: List[int], x: int) -> bool:
    """Return True exactly when x occurs in xs."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Implies(Result(), Exists(int, lambda k: 0 <= k and k < len(xs) and xs[k] == x)))
    i = 0
    while i < len(xs):
        Invariant(Acc(list_pred(xs)))
        Invariant(0 <= i and i <= len(xs))
        if xs[i] == x:
            return True
        i = i + 1
    return False
