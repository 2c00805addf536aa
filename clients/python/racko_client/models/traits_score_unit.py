from enum import StrEnum


class TraitsScoreUnit(StrEnum):
    POINTS = "points"
    WINS = "wins"

    def __str__(self) -> str:
        return str(self.value)
