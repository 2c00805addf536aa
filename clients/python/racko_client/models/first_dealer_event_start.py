from enum import StrEnum


class FirstDealerEventStart(StrEnum):
    DRAWN = "drawn"
    LEFT_OF_DEALER = "left_of_dealer"
    NAMED = "named"

    def __str__(self) -> str:
        return str(self.value)
