from enum import StrEnum


class ExchangeActionType(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
