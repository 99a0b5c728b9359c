from nagini_contracts.contracts import *


class Account:
    def __init__(self, balance: int) -> None:
        """Open an account with a non-negative opening balance.

        @input balance = 0; balance = 10
        @reject-input balance = -5
        """
        Requires(balance >= 0)
        self.balance = balance  # type: int
        Ensures(Acc(self.balance))
        Ensures(self.balance == balance)

    def deposit(self, amount: int) -> None:
        """Add a positive amount to the balance."""
        Requires(Acc(self.balance))
        Requires(amount > 0)
        Ensures(Acc(self.balance))
        Ensures(self.balance == Old(self.balance) + amount)
        self.balance = self.balance + amount
