from enum import StrEnum


class PlaySwapActionType(StrEnum):
    PLAY_SWAP = "play_swap"

    def __str__(self) -> str:
        return str(self.value)
