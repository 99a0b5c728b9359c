from nagini_contracts.contracts import *


def bad(x: int) -> int:
    # Résultat: x, which is not greater than x.
    Ensures(Result() > x)
    return x
