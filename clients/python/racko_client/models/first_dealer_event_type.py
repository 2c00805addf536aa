from enum import StrEnum


class FirstDealerEventType(StrEnum):
    FIRST_DEALER = "first_dealer"

    def __str__(self) -> str:
        return str(self.value)
