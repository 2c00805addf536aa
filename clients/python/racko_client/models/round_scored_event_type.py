from enum import StrEnum


class RoundScoredEventType(StrEnum):
    ROUND_SCORED = "round_scored"

    def __str__(self) -> str:
        return str(self.value)
