# Memory bomb: a thousand strings of a million characters (16 GB if built).
from nagini_contracts.contracts import *


def bomb(n: int) -> int:
    """Return a number.

    @accept n = 1 -> 0
    """
    Ensures(Result() == len(["x" * 999999 for i in range(1000)]))
    return 0
