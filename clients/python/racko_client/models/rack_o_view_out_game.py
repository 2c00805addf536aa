from enum import StrEnum


class RackOViewOutGame(StrEnum):
    RACK_O = "rack-o"

    def __str__(self) -> str:
        return str(self.value)
