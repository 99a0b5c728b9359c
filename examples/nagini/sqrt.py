from nagini_contracts.contracts import *


def isqrt(n: int) -> int:
    """Return the integer square root of n: the largest r with r * r <= n.

    @input n = 0; n = 10
    @accept n = 10 -> 3
    @reject n = 10 -> 0; n = 10 -> 4
    @reject-input n = -1
    """
    Requires(n >= 0)
    Ensures(Result() * Result() <= n)
    r = 0
    while (r + 1) * (r + 1) <= n:
        Invariant(r * r <= n)
        r = r + 1
    return r
