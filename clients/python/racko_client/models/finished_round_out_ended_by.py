from enum import StrEnum


class FinishedRoundOutEndedBy(StrEnum):
    RACK_O = "rack_o"
    TURN_LIMIT = "turn_limit"

    def __str__(self) -> str:
        return str(self.value)
