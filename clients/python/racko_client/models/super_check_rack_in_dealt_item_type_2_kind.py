from enum import StrEnum


class SuperCheckRackInDealtItemType2Kind(StrEnum):
    WILD = "wild"

    def __str__(self) -> str:
        return str(self.value)
