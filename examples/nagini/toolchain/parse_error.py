from nagini_contracts.contracts import *


def double(x: int) -> int
    Ensures(Result() == 2 * x)
    return x + x
