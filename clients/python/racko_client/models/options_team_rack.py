from enum import StrEnum


class OptionsTeamRack(StrEnum):
    EACH_PLAYER = "each_player"
    SHARED = "shared"

    def __str__(self) -> str:
        return str(self.value)
