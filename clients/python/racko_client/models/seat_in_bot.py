from enum import StrEnum


class SeatInBot(StrEnum):
    BASIC = "basic"
    EXPERT = "expert"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
