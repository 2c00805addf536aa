from enum import StrEnum


class TableSheetOutGame(StrEnum):
    RACK_O = "rack-o"
    SUPER_RACK_O = "super-rack-o"

    def __str__(self) -> str:
        return str(self.value)
