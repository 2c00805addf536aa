from enum import StrEnum


class RackOViewOutPhase(StrEnum):
    DRAW = "draw"
    GAME_OVER = "game_over"
    HOLDING = "holding"
    ROUND_OVER = "round_over"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
