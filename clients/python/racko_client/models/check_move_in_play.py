from enum import StrEnum


class CheckMoveInPlay(StrEnum):
    DISCARD = "discard"
    EXCHANGE = "exchange"
    EXCHANGE_TWO = "exchange_two"
    PLACE = "place"
    PUT_BACK = "put_back"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
