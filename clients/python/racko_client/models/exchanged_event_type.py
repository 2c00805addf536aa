from enum import StrEnum


class ExchangedEventType(StrEnum):
    EXCHANGED = "exchanged"

    def __str__(self) -> str:
        return str(self.value)
