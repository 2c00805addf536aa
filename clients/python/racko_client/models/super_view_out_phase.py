from enum import StrEnum


class SuperViewOutPhase(StrEnum):
    DRAW = "draw"
    GAME_OVER = "game_over"
    HOLDING = "holding"
    NAME_SWAP = "name_swap"
    ROUND_OVER = "round_over"
    SWAP_PENDING = "swap_pending"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
