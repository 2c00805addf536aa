from enum import StrEnum


class TraitsRoundFormsItem(StrEnum):
    RACKS = "racks"
    SCORING_CARDS = "scoring_cards"
    WINNER = "winner"
    WINNER_RACK = "winner_rack"

    def __str__(self) -> str:
        return str(self.value)
