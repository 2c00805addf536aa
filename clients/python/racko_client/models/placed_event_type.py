from enum import StrEnum


class PlacedEventType(StrEnum):
    PLACED = "placed"

    def __str__(self) -> str:
        return str(self.value)
