from typing import List

from nagini_contracts.contracts import *


def replace_all(xs: List[int], old: int, new: int) -> List[int]:
    """Return a copy of xs in which every element equal to old is replaced by new."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    r = []  # type: List[int]
    i = 0
    while i < len(xs):
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= i and i <= len(xs))
        Invariant(len(r) == i)
        if xs[i] == old:
            r.append(new)
        else:
            r.append(xs[i])
        i = i + 1
    return r
