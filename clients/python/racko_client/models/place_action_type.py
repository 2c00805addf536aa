from enum import StrEnum


class PlaceActionType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
