from enum import StrEnum


class SlotAfterSide(StrEnum):
    BLUE = "blue"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
