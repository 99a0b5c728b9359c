from typing import List

from nagini_contracts.contracts import *


def insert_sorted(xs: List[int], x: int) -> List[int]:
    """Return a new list: x inserted into the sorted list xs so that the result is still sorted."""
    Requires(Acc(list_pred(xs)))
    Requires(Forall(int, lambda j: Forall(int, lambda k: Implies(0 <= j and j < k and k < len(xs), xs[j] <= xs[k]))))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs) + 1)
    i = 0
    while i < len(xs) and xs[i] < x:
        Invariant(Acc(list_pred(xs), 1/2))
        Invariant(0 <= i and i <= len(xs))
        i = i + 1
    r = xs[:i]
    r.append(x)
    rest = xs[i:]
    res = r + rest
    return res
