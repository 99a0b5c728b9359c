# The weak specs a newcomer writes first, each with a correct body
# (TestGoldenFixes): `check --fix` turns this file into golden/weak.py.

from typing import List

from nagini_contracts.contracts import *


def abs_value(x: int) -> int:
    Ensures(Result() >= 0)
    Ensures(Result() == x or Result() == -x)
    if x < 0:
        return -x
    return x


def max_of(xs: List[int]) -> int:
    Requires(Acc(list_pred(xs)))
    Requires(len(xs) > 0)
    Ensures(Acc(list_pred(xs)))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(xs), xs[i] <= Result())))
    Ensures(Result() in xs)
    m = xs[0]
    k = 1
    while k < len(xs):
        Invariant(Acc(list_pred(xs)))
        Invariant(1 <= k and k <= len(xs))
        Invariant(Forall(int, lambda i: Implies(0 <= i and i < k, xs[i] <= m)))
        Invariant(m in xs)
        if xs[k] > m:
            m = xs[k]
        k = k + 1
    return m


def reverse(xs: List[int]) -> List[int]:
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    Ensures(Forall(int, lambda k: Implies(0 <= k and k < len(Result()), Result()[k] == xs[len(xs) - 1 - k])))
    r = []  # type: List[int]
    i = len(xs)
    while i > 0:
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= i and i <= len(xs))
        Invariant(len(r) == len(xs) - i)
        Invariant(Forall(int, lambda k: Implies(0 <= k and k < len(r), r[k] == xs[len(xs) - 1 - k])))
        i = i - 1
        r.append(xs[i])
    return r


def insert(xs: List[int], x: int) -> List[int]:
    Requires(Acc(list_pred(xs)))
    Requires(Forall2(int, int, lambda i, j: Implies(0 <= i and i < j and j < len(xs), xs[i] <= xs[j])))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs) + 1)
    Ensures(ToMS(ToSeq(Result())) == ToMS(ToSeq(xs)) + ToMS(PSeq(x)))
    Ensures(Forall2(int, int, lambda i, j: Implies(0 <= i and i < j and j < len(Result()), Result()[i] <= Result()[j])))
    r = []  # type: List[int]
    k = 0
    while k < len(xs) and xs[k] < x:
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= k and k <= len(xs))
        Invariant(len(r) == k)
        Invariant(ToMS(ToSeq(r)) == ToMS(ToSeq(xs).take(k)))
        Invariant(Forall2(int, int, lambda i, j: Implies(0 <= i and i < j and j < len(r), r[i] <= r[j])))
        Invariant(Forall(int, lambda i: Implies(0 <= i and i < k, xs[i] < x)))
        Invariant(Forall(int, lambda j: Implies(0 <= j and j < len(r), Implies(k < len(xs) and xs[k] < x, r[j] <= xs[k]))))
        Invariant(Forall(int, lambda j: Implies(0 <= j and j < len(r), r[j] < x)))
        Invariant(Forall2(int, int, lambda i, j: Implies(0 <= i and i < j and j < len(xs), xs[i] <= xs[j])))
        r.append(xs[k])
        Assert(ToSeq(xs).take(k + 1) == ToSeq(xs).take(k) + PSeq(xs[k]))
        k = k + 1
    r.append(x)
    while k < len(xs):
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        Invariant(0 <= k and k <= len(xs))
        Invariant(len(r) == k + 1)
        Invariant(ToMS(ToSeq(r)) == ToMS(ToSeq(xs).take(k)) + ToMS(PSeq(x)))
        Invariant(Forall2(int, int, lambda i, j: Implies(0 <= i and i < j and j < len(r), r[i] <= r[j])))
        Invariant(Forall(int, lambda j: Implies(0 <= j and j < len(r), Implies(k < len(xs), r[j] <= xs[k]))))
        Invariant(Forall2(int, int, lambda i, j: Implies(0 <= i and i < j and j < len(xs), xs[i] <= xs[j])))
        r.append(xs[k])
        Assert(ToSeq(xs).take(k + 1) == ToSeq(xs).take(k) + PSeq(xs[k]))
        k = k + 1
    Assert(ToSeq(xs).take(len(xs)) == ToSeq(xs))
    return r
