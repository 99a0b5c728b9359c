# Memory bomb: a million copies of a 130 000-bit integer (16 GB if built).
from nagini_contracts.contracts import *


def bomb(n: int) -> int:
    """Return a number.

    @accept n = 1 -> 0
    """
    Ensures(Result() == len([b + i for b in [(2 ** 10000) ** 13] for i in range(999999)]))
    return 0
