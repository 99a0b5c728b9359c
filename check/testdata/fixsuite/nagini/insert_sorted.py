from typing import List

from nagini_contracts.contracts import *


def insert_sorted(xs: List[int], x: int) -> List[int]:
    """Return a new list: x inserted into the sorted list xs so that the result is still sorted."""
    Requires(Acc(list_pred(xs)))
    Requires(Forall(int, lambda k: Implies(0 <= k and k + 1 < len(xs), xs[k] <= xs[k + 1])))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs) + 1)
    r = []  # type: List[int]
    i = 0
    while i < len(xs) and xs[i] < x:
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= i and i <= len(xs))
        Invariant(len(r) == i)
        r.append(xs[i])
        i = i + 1
    r.append(x)
    while i < len(xs):
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= i and i <= len(xs))
        Invariant(len(r) == i + 1)
        r.append(xs[i])
        i = i + 1
    return r
