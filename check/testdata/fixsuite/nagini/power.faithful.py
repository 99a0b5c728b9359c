from nagini_contracts.contracts import *


@Pure
def pow_spec(b: int, n: int) -> int:
    """b to the power n."""
    Requires(n >= 0)
    if n == 0:
        return 1
    return pow_spec(b, n - 1) * b


def power(b: int, e: int) -> int:
    """Return b raised to the power e, for a positive base b and a non-negative exponent e."""
    Requires(b > 0 and e >= 0)
    Ensures(Result() > 0)
    Ensures(Result() == pow_spec(b, e))
    r = 1
    i = 0
    while i < e:
        Invariant(0 <= i and i <= e)
        Invariant(r > 0)
        Invariant(r == pow_spec(b, i))
        r = r * b
        i = i + 1
    return r
