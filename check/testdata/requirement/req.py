# Marker tests of the requirement claim check (Nagini). See
# check/marker_test.go.
from typing import List, Optional

from nagini_contracts.contracts import *


def largest(s: List[int]) -> int:
    """Returns the largest element of s."""
    Requires(Acc(list_pred(s)))
    Requires(len(s) > 0)
    Ensures(Acc(list_pred(s)))  # @diag(requirement-not-in-contract, "says result is the largest element of s (“the largest element of s”); the postcondition also accepts result = 1 on s = [0], which is not an element of s")
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < len(s), s[i] <= Result())))
    m = s[0]
    i = 1
    while i < len(s):
        Invariant(Acc(list_pred(s)))
        if s[i] > m:
            m = s[i]
        i += 1
    return m


def find(s: List[int], key: int) -> int:
    """Returns the index of key in s, or -1 if key is not found."""
    Requires(Acc(list_pred(s)))
    Ensures(Acc(list_pred(s)))  # @diag(requirement-not-in-contract, "says result is -1 when nothing is found")
    Ensures(Result() >= 0 and Result() <= len(s))
    i = 0
    while i < len(s):
        Invariant(Acc(list_pred(s)))
        if s[i] == key:
            return i
        i += 1
    return len(s)


def sort_copy(s: List[int]) -> List[int]:  # @info(requirement-not-in-contract, "says the work is done in place (“in place”); the contract returns a new result and changes no parameter")
    """Sorts the list s in place."""
    Requires(Acc(list_pred(s)))
    Ensures(Acc(list_pred(s)) and Acc(list_pred(Result())))
    Ensures(Forall(int, lambda i: Implies(0 <= i and i + 1 < len(Result()), Result()[i] <= Result()[i + 1])))
    r = list(s)
    return r


def positive_only(x: int, y: int) -> int:  # @info(requirement-not-in-contract, "says y is positive (“positive y”)")
    """Returns x divided by y, for a positive y."""
    Ensures(Result() == x // y)
    return x // y


def square(x: int) -> int:
    """Returns the square of x."""
    Requires(x > 0)  # @info(contract-not-in-requirement, "the precondition requires x is positive (`x > 0`); the requirement does not say so")
    Ensures(Result() == x * x)
    return x * x


def find_opt(s: List[int], key: int) -> Optional[int]:
    """Returns the index of key in s, or None if key is not found."""
    Requires(Acc(list_pred(s)))
    Ensures(Acc(list_pred(s)))  # @diag(requirement-not-in-contract, "says result is None when nothing is found")
    Ensures(Result() is not None and Result() >= 0 and Result() < len(s) and s[Result()] == key)
    i = 0
    while i < len(s):
        Invariant(Acc(list_pred(s)))
        if s[i] == key:
            return i
        i += 1
    return None
