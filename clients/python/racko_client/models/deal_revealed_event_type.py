from enum import StrEnum


class DealRevealedEventType(StrEnum):
    DEAL_REVEALED = "deal_revealed"

    def __str__(self) -> str:
        return str(self.value)
