from enum import StrEnum


class TookDiscardEventType(StrEnum):
    TOOK_DISCARD = "took_discard"

    def __str__(self) -> str:
        return str(self.value)
