from nagini_contracts.contracts import *


def power(b: int, e: int) -> int:
    """Return b raised to the power e, for a positive base b and a non-negative exponent e."""
    Requires(b > 0 and e >= 0)
    Ensures(Result() > 0)
    Ensures(Result() == b ** e)
    r = 1
    i = 0
    while i < e:
        Invariant(0 <= i and i <= e)
        Invariant(r > 0)
        Invariant(r == b ** i)
        r = r * b
        i = i + 1
    return r
