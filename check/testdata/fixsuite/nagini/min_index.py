from typing import List

from nagini_contracts.contracts import *


def min_index(xs: List[int]) -> int:
    """Return the index of a smallest element of the non-empty list xs."""
    Requires(Acc(list_pred(xs)))
    Requires(len(xs) > 0)
    Ensures(Acc(list_pred(xs)))
    Ensures(0 <= Result() and Result() < len(xs))
    best = 0
    i = 1
    while i < len(xs):
        Invariant(Acc(list_pred(xs)))
        Invariant(1 <= i and i <= len(xs))
        Invariant(0 <= best and best < len(xs))
        if xs[i] < xs[best]:
            best = i
        i = i + 1
    return best
