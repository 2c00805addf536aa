from enum import StrEnum


class RackOEventType(StrEnum):
    RACK_O = "rack_o"

    def __str__(self) -> str:
        return str(self.value)
