from enum import StrEnum


class SuperCheckRackInDealtItemType3Kind(StrEnum):
    REVERSE = "reverse"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
