from enum import StrEnum


class DealtEventType(StrEnum):
    DEALT = "dealt"

    def __str__(self) -> str:
        return str(self.value)
