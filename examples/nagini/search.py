from typing import List

from nagini_contracts.contracts import *


@Pure
def index_from(xs: List[int], x: int, i: int) -> int:
    """The first index j >= i with xs[j] == x, or len(xs)."""
    Requires(Acc(list_pred(xs)))
    Requires(0 <= i and i <= len(xs))
    Ensures(i <= Result() and Result() <= len(xs))
    Ensures(Implies(Result() < len(xs), xs[Result()] == x))
    if i == len(xs):
        return len(xs)
    elif xs[i] == x:
        return i
    else:
        return index_from(xs, x, i + 1)


def find(xs: List[int], x: int) -> int:
    """Return the index of the first occurrence of x in xs, or -1 if x does not occur.

    @accept xs = [4, 7, 7], x = 7 -> 1
    @accept xs = [4, 7, 7], x = 5 -> -1
    @reject xs = [4, 7, 7], x = 7 -> 2
    @reject xs = [4, 7, 7], x = 4 -> -1
    """
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(-1 <= Result() and Result() < len(xs))
    Ensures(Implies(Result() >= 0, xs[Result()] == x))
    j = index_from(xs, x, 0)
    if j == len(xs):
        return -1
    return j
