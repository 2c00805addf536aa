from enum import StrEnum


class AdviceInTakenFrom(StrEnum):
    DISCARD = "discard"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
