from enum import StrEnum


class RefilledEventType(StrEnum):
    REFILLED = "refilled"

    def __str__(self) -> str:
        return str(self.value)
