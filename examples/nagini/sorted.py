from typing import List

from nagini_contracts.contracts import *


@Pure
def sorted_from(xs: List[int], i: int) -> bool:
    """Whether xs[i:] is in non-decreasing order."""
    Requires(Acc(list_pred(xs)))
    Requires(0 <= i and i <= len(xs))
    if i + 1 >= len(xs):
        return True
    return xs[i] <= xs[i + 1] and sorted_from(xs, i + 1)


def is_sorted(xs: List[int]) -> bool:
    """Tell whether xs is sorted in non-decreasing order (equal neighbours allowed).

    @accept xs = [1, 2, 2, 3] -> True
    @accept xs = [] -> True
    @accept xs = [3, 1] -> False
    @reject xs = [3, 1] -> True
    @reject xs = [1, 1] -> False
    """
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Result() == sorted_from(xs, 0))
    return sorted_from(xs, 0)
