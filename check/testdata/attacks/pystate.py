# Marker tests: Python's own values and state. A list the body changes
# is judged in its final state (no false counterexample from reading the
# list before the call), module and class constants are their values,
# and floats are IEEE doubles as CPython computes them.
from typing import List
from nagini_contracts.contracts import *

LIMIT = 10
STEP = LIMIT // 5


class Box:
    SIZE = 3
    DOUBLE = SIZE * 2


def push(xs: List[int]) -> None:  # @search(searched, "")
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(len(xs) == Old(len(xs)) + 1)
    Ensures(xs[len(xs) - 1] == 7)
    Ensures(Forall(int, lambda i: Implies(0 <= i and i < Old(len(xs)), xs[i] == Old(xs[i]))))
    xs.append(7)


def push_any(xs: List[int]) -> None:
    """Append 7 to xs."""
    Requires(Acc(list_pred(xs)))
    Ensures(Acc(list_pred(xs)))
    Ensures(len(xs) == Old(len(xs)) + 1)
    xs.append(7)  # @info(surviving-mutant, "`xs.append(7)` → `xs.append(8)`")


def step() -> int:  # @search(searched, "")
    Ensures(Result() == STEP + Box.DOUBLE)
    return 8


def below_limit(x: int) -> bool:
    Ensures(Result() == (x < LIMIT))
    return x < 10


def add_three(num: float) -> float:  # @search(searched, "")
    Requires(not isNaN(num))
    Ensures(Result() == num + 3.0)
    return num + 3.0


def add_three_nan(num: float) -> float:
    Ensures(Result() == num + 3.0)  # @diag(implementation-counterexample, "returns result = nan for num = nan")
    return num + 3.0


def halve(n: int) -> float:
    Requires(n > 0)
    Ensures(Result() * 2 == n / 1)
    return n / 2


class Counter:
    def reset(self) -> None:  # @search(searched, "")
        # count is assigned here, not in an __init__: still a field
        Requires(Acc(self.count))  # type: ignore
        Ensures(Acc(self.count) and self.count == 0)  # type: ignore
        self.count = 0

    @classmethod
    def make(cls) -> object:  # @search(searched, "")
        Ensures(isinstance(Result(), cls))
        return cls()

    @classmethod
    def make_exact(cls) -> 'Counter':  # @search(searched, "")
        Ensures(type(Result()) is cls)
        return cls()
