from enum import StrEnum


class RoundOverEventType(StrEnum):
    ROUND_OVER = "round_over"

    def __str__(self) -> str:
        return str(self.value)
