from enum import StrEnum


class OptionsDeckType0(StrEnum):
    BY_PLAYERS = "by_players"

    def __str__(self) -> str:
        return str(self.value)
