from enum import StrEnum


class RunRequirementAppliesTo(StrEnum):
    ALL = "all"
    TWO_PLAYERS = "two_players"

    def __str__(self) -> str:
        return str(self.value)
