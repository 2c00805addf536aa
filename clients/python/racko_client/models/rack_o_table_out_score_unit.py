from enum import StrEnum


class RackOTableOutScoreUnit(StrEnum):
    POINTS = "points"
    WINS = "wins"

    def __str__(self) -> str:
        return str(self.value)
