from typing import List
from nagini_contracts.contracts import *


def copy(xs: List[int]) -> List[int]:
    """Returns a copy of xs: the same elements in the same order."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)) and Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    return xs[:]


def head(xs: List[int]) -> int:
    """Returns the first element of a non-empty list."""
    Requires(Acc(list_pred(xs), 1/2) and len(xs) > 0)
    Ensures(Acc(list_pred(xs), 1/2) and len(xs) > 0 and Result() >= xs[0])
    return xs[0]


def succ(x: int) -> int:
    """Returns the integer after x."""
    Ensures(Result() > x)
    return x + 1
