from enum import StrEnum


class DiscardedEventType(StrEnum):
    DISCARDED = "discarded"

    def __str__(self) -> str:
        return str(self.value)
