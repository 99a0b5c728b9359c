from typing import List

from nagini_contracts.contracts import *


def reverse(xs: List[int]) -> List[int]:
    """Return a new list holding the elements of xs in reverse order."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    Ensures(Forall(int, lambda k: Implies(0 <= k and k < len(xs), Result()[k] == xs[len(xs) - 1 - k])))
    r = []  # type: List[int]
    i = len(xs) - 1
    while i >= 0:
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(-1 <= i and i < len(xs))
        Invariant(len(r) == len(xs) - 1 - i)
        Invariant(Forall(int, lambda k: Implies(0 <= k and k < len(r), r[k] == xs[len(xs) - 1 - k])))
        r.append(xs[i])
        i = i - 1
    return r
