from typing import List

from nagini_contracts.contracts import *


def reverse(xs: List[int]) -> List[int]:
    """Return a new list holding the elements of xs in reverse order."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    r = []  # type: List[int]
    i = len(xs) - 1
    while i >= 0:
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(-1 <= i and i < len(xs))
        Invariant(len(r) == len(xs) - 1 - i)
        r.append(xs[i])
        i = i - 1
    return r
