from enum import StrEnum


class TraitsScore(StrEnum):
    POINTS = "points"
    ROUNDS_WON = "rounds_won"

    def __str__(self) -> str:
        return str(self.value)
