from enum import StrEnum


class TableSheetInRuleset(StrEnum):
    HASBRO = "hasbro"
    HASBRO_BONUS = "hasbro-bonus"
    HASBRO_PARTNERS = "hasbro-partners"
    ITALIAN = "italian"
    ITALIAN_PARTNERS = "italian-partners"
    PARKER_1992 = "parker-1992"
    PARKER_1992_BONUS = "parker-1992-bonus"
    SUPER_RACK_O = "super-rack-o"
    SWEDISH = "swedish"
    SWEDISH_BONUS = "swedish-bonus"

    def __str__(self) -> str:
        return str(self.value)
