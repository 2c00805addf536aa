from enum import StrEnum


class DoubleRackBlueItemType3Kind(StrEnum):
    REVERSE = "reverse"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
