from enum import StrEnum


class SuperOptionsRestock(StrEnum):
    SHUFFLE = "shuffle"
    TURN_OVER = "turn_over"

    def __str__(self) -> str:
        return str(self.value)
