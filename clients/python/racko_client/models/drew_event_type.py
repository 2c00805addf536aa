from enum import StrEnum


class DrewEventType(StrEnum):
    DREW = "drew"

    def __str__(self) -> str:
        return str(self.value)
