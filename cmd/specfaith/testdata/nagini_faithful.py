from typing import List
from nagini_contracts.contracts import *


def copy(xs: List[int]) -> List[int]:
    """Returns a copy of xs: the same elements in the same order."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)) and Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(xs), Result()[i] == xs[i])))
    return xs[:]


def head(xs: List[int]) -> int:
    """Returns the first element of a non-empty list."""
    Requires(Acc(list_pred(xs), 1/2) and len(xs) > 0)
    Ensures(Acc(list_pred(xs), 1/2) and len(xs) > 0 and Result() == xs[0])
    return xs[0]


def succ(x: int) -> int:
    """Returns the integer after x."""
    Ensures(Result() == x + 1)
    return x + 1


def clamp(x: int, lo: int, hi: int) -> int:
    """Returns x limited to the range lo..hi."""
    Requires(lo <= hi)
    Ensures(lo <= Result() and Result() <= hi)
    Ensures(Implies(lo <= x and x <= hi, Result() == x))
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
def positives(xs: List[int]) -> List[int]:
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)) and Acc(list_pred(Result())))
    Ensures(Forall(Result(), lambda y: y > 0 and y in xs))
    Ensures(Forall(xs, lambda y: Implies(y > 0, y in Result())))
    res = []  # type: List[int]
    for x in xs:
        Invariant(Acc(list_pred(res)))
        Invariant(Forall(res, lambda y: y > 0))
        if x > 0:
            res.append(x)
    return res


def rotate(xs: List[int]) -> List[int]:
    Requires(Acc(list_pred(xs)) and len(xs) > 0)
    Ensures(Acc(list_pred(xs)) and Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    Ensures(Result()[len(xs) - 1] == xs[0])
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(xs) - 1, Result()[i] == xs[i + 1])))
    return xs[1:] + [xs[0]]
