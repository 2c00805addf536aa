from enum import StrEnum


class ReversedEventType(StrEnum):
    REVERSED = "reversed"

    def __str__(self) -> str:
        return str(self.value)
