from enum import StrEnum


class OptionsRestock(StrEnum):
    SHUFFLE = "shuffle"
    TURN_OVER = "turn_over"

    def __str__(self) -> str:
        return str(self.value)
