from typing import List

from nagini_contracts.contracts import *


@Pure
def count_of(xs: List[int], x: int, i: int) -> int:
    """How many times x occurs in xs[i:]."""
    Requires(Acc(list_pred(xs)))
    Requires(0 <= i and i <= len(xs))
    if i == len(xs):
        return 0
    elif xs[i] == x:
        return 1 + count_of(xs, x, i + 1)
    else:
        return count_of(xs, x, i + 1)


@Pure
def positives_from(xs: List[int], i: int) -> int:
    """How many elements of xs[i:] are strictly positive."""
    Requires(Acc(list_pred(xs)))
    Requires(0 <= i and i <= len(xs))
    if i == len(xs):
        return 0
    elif xs[i] > 0:
        return 1 + positives_from(xs, i + 1)
    else:
        return positives_from(xs, i + 1)


def count_positive(xs: List[int]) -> int:
    """Count the strictly positive elements of xs.

    @accept xs = [1, -2, 3, 0] -> 2
    @accept xs = [] -> 0
    @reject xs = [1, -2, 3, 0] -> 3
    @reject xs = [5] -> 0
    """
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Result() == positives_from(xs, 0))
    return positives_from(xs, 0)


def occurrences(xs: List[int], x: int) -> int:
    """Return how many times x occurs in xs.

    @accept xs = [1, 2, 1], x = 1 -> 2
    @reject xs = [1, 2, 1], x = 1 -> 1
    """
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Result() == count_of(xs, x, 0))
    return count_of(xs, x, 0)
