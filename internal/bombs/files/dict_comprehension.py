# Memory bomb: a dict comprehension of 300 000 entries (150 MB before its entries were counted as built).
from nagini_contracts.contracts import *

def f(n: int) -> int:
    """A dict.

    @accept n = 1 -> 0
    """
    Ensures(Result() == len({i: i for i in range(300000)}))
    return 0
