from nagini_contracts.contracts import *


def name(x: int) -> int:
    Ensures(Result() >= 0)
    return "x"
