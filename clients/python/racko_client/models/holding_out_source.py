from enum import StrEnum


class HoldingOutSource(StrEnum):
    DISCARD = "discard"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
