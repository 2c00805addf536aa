from enum import StrEnum


class AdviceOutTake(StrEnum):
    DISCARD = "discard"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
