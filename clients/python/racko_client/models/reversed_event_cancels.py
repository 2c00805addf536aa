from enum import StrEnum


class ReversedEventCancels(StrEnum):
    REVERSE = "reverse"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
