from enum import StrEnum


class SuperAdviceInRedItemType2Colour(StrEnum):
    BLUE = "blue"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
