from enum import StrEnum


class SwapPlayedEventType(StrEnum):
    SWAP_PLAYED = "swap_played"

    def __str__(self) -> str:
        return str(self.value)
