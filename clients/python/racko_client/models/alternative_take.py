from enum import StrEnum


class AlternativeTake(StrEnum):
    DISCARD = "discard"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
