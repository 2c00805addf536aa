from enum import StrEnum


class DoubleRackBlueItemType2Kind(StrEnum):
    WILD = "wild"

    def __str__(self) -> str:
        return str(self.value)
