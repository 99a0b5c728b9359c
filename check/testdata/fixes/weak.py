# The weak specs a newcomer writes first, each with a correct body
# (TestGoldenFixes): `check --fix` turns this file into golden/weak.py.

from typing import List

from nagini_contracts.contracts import *


def abs_value(x: int) -> int:
    Ensures(Result() >= 0)
    if x < 0:
        return -x
    return x


def max_of(xs: List[int]) -> int:
    Requires(Acc(list_pred(xs)))
    Requires(len(xs) > 0)
    Ensures(Acc(list_pred(xs)))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(xs), xs[i] <= Result())))
    m = xs[0]
    k = 1
    while k < len(xs):
        Invariant(Acc(list_pred(xs)))
        Invariant(1 <= k and k <= len(xs))
        Invariant(Forall(int, lambda i: Implies(0 <= i and i < k, xs[i] <= m)))
        if xs[k] > m:
            m = xs[k]
        k = k + 1
    return m


def reverse(xs: List[int]) -> List[int]:
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    r = []  # type: List[int]
    i = len(xs)
    while i > 0:
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= i and i <= len(xs))
        Invariant(len(r) == len(xs) - i)
        i = i - 1
        r.append(xs[i])
    return r


def insert(xs: List[int], x: int) -> List[int]:
    Requires(Acc(list_pred(xs)))
    Requires(Forall2(int, int, lambda i, j: Implies(0 <= i and i < j and j < len(xs), xs[i] <= xs[j])))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs) + 1)
    r = []  # type: List[int]
    k = 0
    while k < len(xs) and xs[k] < x:
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= k and k <= len(xs))
        Invariant(len(r) == k)
        r.append(xs[k])
        k = k + 1
    r.append(x)
    while k < len(xs):
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= k and k <= len(xs))
        Invariant(len(r) == k + 1)
        r.append(xs[k])
        k = k + 1
    return r
