from enum import StrEnum


class TakeDiscardActionType(StrEnum):
    TAKE_DISCARD = "take_discard"

    def __str__(self) -> str:
        return str(self.value)
