from enum import StrEnum


class SuperCheckMoveInBlueItemType3Kind(StrEnum):
    REVERSE = "reverse"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
