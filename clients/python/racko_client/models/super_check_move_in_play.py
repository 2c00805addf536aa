from enum import StrEnum


class SuperCheckMoveInPlay(StrEnum):
    ACCEPT_SWAP = "accept_swap"
    DISCARD = "discard"
    EXCHANGE = "exchange"
    PLAY_REVERSE = "play_reverse"
    PLAY_SWAP = "play_swap"

    def __str__(self) -> str:
        return str(self.value)
