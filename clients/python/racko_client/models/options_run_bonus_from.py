from enum import StrEnum


class OptionsRunBonusFrom(StrEnum):
    RACK_O_PLAYER = "rack_o_player"
    TEAM = "team"

    def __str__(self) -> str:
        return str(self.value)
