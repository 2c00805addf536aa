from enum import StrEnum


class GameAdviceOutPlay(StrEnum):
    DISCARD = "discard"
    EXCHANGE = "exchange"
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
