from enum import StrEnum


class RackOTableOutGame(StrEnum):
    RACK_O = "rack-o"

    def __str__(self) -> str:
        return str(self.value)
