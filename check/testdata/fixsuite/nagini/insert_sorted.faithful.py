from typing import List

from nagini_contracts.contracts import *


def insert_sorted(xs: List[int], x: int) -> List[int]:
    """Return a new list: x inserted into the sorted list xs so that the result is still sorted."""
    Requires(Acc(list_pred(xs)))
    Requires(Forall(int, lambda k: Implies(0 <= k and k + 1 < len(xs), xs[k] <= xs[k + 1])))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs) + 1)
    Ensures(Forall(int, lambda k: Implies(0 <= k and k + 1 < len(Result()), Result()[k] <= Result()[k + 1])))
    Ensures(ToMS(ToSeq(Result())) == ToMS(ToSeq(xs)) + PMultiset(x))
    r = []  # type: List[int]
    i = 0
    while i < len(xs) and xs[i] < x:
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= i and i <= len(xs))
        Invariant(len(r) == i)
        Invariant(Forall(int, lambda k: Implies(0 <= k and k < i, r[k] == xs[k])))
        Invariant(Implies(i > 0, xs[i - 1] < x))
        Invariant(ToMS(ToSeq(r)) == ToMS(ToSeq(xs).take(i)))
        Assert(ToSeq(xs).take(i + 1) == ToSeq(xs).take(i) + PSeq(xs[i]))
        r.append(xs[i])
        i = i + 1
    r.append(x)
    while i < len(xs):
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= i and i <= len(xs))
        Invariant(len(r) == i + 1)
        Invariant(Forall(int, lambda k: Implies(0 <= k and k + 1 < len(r), r[k] <= r[k + 1])))
        Invariant(Implies(i < len(xs), r[i] <= xs[i]))
        Invariant(ToMS(ToSeq(r)) == ToMS(ToSeq(xs).take(i)) + PMultiset(x))
        Assert(ToSeq(xs).take(i + 1) == ToSeq(xs).take(i) + PSeq(xs[i]))
        r.append(xs[i])
        i = i + 1
    Assert(ToSeq(xs).take(len(xs)) == ToSeq(xs))
    return r
