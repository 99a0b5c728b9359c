from nagini_contracts.contracts import *


def abs_value(x: int) -> int:
    """Return the absolute value of x."""
    Ensures(Result() >= 0)
    Ensures(Implies(x >= 0, Result() == x))
    Ensures(Implies(x < 0, Result() == -x))
    if x < 0:
        return -x
    return x
