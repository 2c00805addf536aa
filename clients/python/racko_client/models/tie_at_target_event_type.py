from enum import StrEnum


class TieAtTargetEventType(StrEnum):
    TIE_AT_TARGET = "tie_at_target"

    def __str__(self) -> str:
        return str(self.value)
