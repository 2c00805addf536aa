from enum import StrEnum


class DoubleRackBlueItemType3Colour(StrEnum):
    BLUE = "blue"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
