from enum import StrEnum


class SheetEventOutType(StrEnum):
    GAME_WON = "game_won"
    ROUND_ADDED = "round_added"
    ROUND_CORRECTED = "round_corrected"
    ROUND_UNDONE = "round_undone"

    def __str__(self) -> str:
        return str(self.value)
