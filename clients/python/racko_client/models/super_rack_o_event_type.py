from enum import StrEnum


class SuperRackOEventType(StrEnum):
    SUPER_RACK_O = "super_rack_o"

    def __str__(self) -> str:
        return str(self.value)
