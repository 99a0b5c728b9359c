from typing import List
from nagini_contracts.contracts import *


def positives(xs: List[int]) -> List[int]:
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)) and Acc(list_pred(Result())))
    Ensures(Forall(Result(), lambda y: y > 0))
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
    return xs[1:] + [xs[0]]
