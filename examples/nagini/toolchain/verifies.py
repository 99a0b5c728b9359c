from nagini_contracts.contracts import *


def double(x: int) -> int:
    Requires(x >= 0)
    Ensures(Result() == 2 * x)
    return x + x
