from enum import StrEnum


class DoubleRackRedItemType3Kind(StrEnum):
    REVERSE = "reverse"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
