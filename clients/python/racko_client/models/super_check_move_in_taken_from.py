from enum import StrEnum


class SuperCheckMoveInTakenFrom(StrEnum):
    DISCARD = "discard"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
