from enum import StrEnum


class RackDealtEventType(StrEnum):
    RACK_DEALT = "rack_dealt"

    def __str__(self) -> str:
        return str(self.value)
