# Marker tests: weak contracts people write for list functions (a sort
# without the permutation, a running maximum bounded on one side, a
# dedupe or a filter whose result may be empty, a case mapping that
# keeps only the length) are flagged; their faithful versions are not.
from typing import List
from nagini_contracts.contracts import *


def sort_list(xs: List[int]) -> List[int]:
    """Return xs sorted ascending."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))  # @diag(unconstrained-output, "no constraint on the elements of result")
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i + 1 < len(Result()), Result()[i] <= Result()[i + 1])))
    r = list(xs)
    i = 0
    while i < len(r):
        Invariant(Acc(list_pred(r)))
        j = i + 1
        while j < len(r):
            Invariant(Acc(list_pred(r)))
            if r[j] < r[i]:
                t = r[i]  # @diag(surviving-mutant, "`t = r[i]` → `t = r[i] - 1`")
                r[i] = r[j]
                r[j] = t
            j += 1
        i += 1
    return r


def rolling_max(xs: List[int]) -> List[int]:
    """For each position, the largest element so far."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))  # @diag(output-not-unique, "does not pin result[0] to one value")
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(xs), Result()[i] >= xs[i])))
    r = []  # type: List[int]
    m = 0
    i = 0
    while i < len(xs):
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        if i == 0 or xs[i] > m:  # @diag(surviving-mutant, "`if i == 0 or xs[i] > m` → `if i != 0 or xs[i] > m`")
            m = xs[i]
        r.append(m)
        i += 1
    return r


def remove_duplicates(xs: List[int]) -> List[int]:
    """The elements of xs that occur exactly once, in order."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))  # @diag(trivial-witness, "returning result = [] for every input")
    Ensures(Acc(list_pred(Result())))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(Result()), Result()[i] in xs)))
    r = []  # type: List[int]
    i = 0  # @diag(surviving-mutant, "`i = 0` → `i = 1`")
    while i < len(xs):
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        if xs.count(xs[i]) == 1:
            r.append(xs[i])
        i += 1
    return r


def get_positive(xs: List[int]) -> List[int]:
    """The positive elements of xs, in order."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))  # @diag(trivial-witness, "returning result = [] for every input")
    Ensures(Acc(list_pred(Result())))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(Result()), Result()[i] > 0)))
    r = []  # type: List[int]
    i = 0  # @diag(surviving-mutant, "`i = 0` → `i = 1`")
    while i < len(xs):
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        if xs[i] > 0:
            r.append(xs[i])
        i += 1
    return r


def flip_case(s: List[int]) -> List[int]:
    """Swap upper and lower case of the letters of s (as code points)."""
    Requires(Acc(list_pred(s)))
    Ensures(Acc(list_pred(s)))  # @diag(unconstrained-output, "no constraint on the elements of result")
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(s))
    r = []  # type: List[int]
    i = 0
    while i < len(s):
        Invariant(Acc(list_pred(s)) and Acc(list_pred(r)))
        c = s[i]  # @diag(surviving-mutant, "`c = s[i]` → `c = s[i] - 1`")
        if 97 <= c and c <= 122:
            r.append(c - 32)
        elif 65 <= c and c <= 90:
            r.append(c + 32)
        else:
            r.append(c)
        i += 1
    return r


def sort_list_faithful(xs: List[int]) -> List[int]:
    """Return xs sorted ascending."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i + 1 < len(Result()), Result()[i] <= Result()[i + 1])))
    Ensures(ToMS(ToSeq(Result())) == ToMS(ToSeq(xs)))
    r = list(xs)
    i = 0
    while i < len(r):
        Invariant(Acc(list_pred(r)))
        j = i + 1
        while j < len(r):
            Invariant(Acc(list_pred(r)))
            if r[j] < r[i]:
                t = r[i]
                r[i] = r[j]
                r[j] = t
            j += 1
        i += 1
    return r


def rolling_max_faithful(xs: List[int]) -> List[int]:
    """For each position, the largest element so far."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(xs))
    Ensures(Forall2(int, int, lambda i, j: Implies(0 <= j and j <= i and i < len(xs), Result()[i] >= xs[j])))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(xs), Exists(int, lambda j: 0 <= j and j <= i and Result()[i] == xs[j]))))
    r = []  # type: List[int]
    m = 0
    i = 0
    while i < len(xs):
        Invariant(Acc(list_pred(xs)) and Acc(list_pred(r)))
        if i == 0 or xs[i] > m:
            m = xs[i]
        r.append(m)
        i += 1
    return r


def flip_case_faithful(s: List[int]) -> List[int]:
    """Swap upper and lower case of the letters of s (as code points)."""
    Requires(Acc(list_pred(s)))
    Ensures(Acc(list_pred(s)))
    Ensures(Acc(list_pred(Result())))
    Ensures(len(Result()) == len(s))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(s), Result()[i] == (s[i] - 32 if 97 <= s[i] and s[i] <= 122 else (s[i] + 32 if 65 <= s[i] and s[i] <= 90 else s[i])))))
    r = []  # type: List[int]
    i = 0
    while i < len(s):
        Invariant(Acc(list_pred(s)) and Acc(list_pred(r)))
        c = s[i]
        if 97 <= c and c <= 122:
            r.append(c - 32)
        elif 65 <= c and c <= 90:
            r.append(c + 32)
        else:
            r.append(c)
        i += 1
    return r
