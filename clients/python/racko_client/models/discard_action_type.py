from enum import StrEnum


class DiscardActionType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
