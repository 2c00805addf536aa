from enum import StrEnum


class SuperCheckRackInDealtItemType3Colour(StrEnum):
    BLUE = "blue"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
