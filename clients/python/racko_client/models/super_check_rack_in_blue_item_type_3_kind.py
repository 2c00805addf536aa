from enum import StrEnum


class SuperCheckRackInBlueItemType3Kind(StrEnum):
    REVERSE = "reverse"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
