from enum import StrEnum


class DoubleRackRedItemType1Kind(StrEnum):
    NUMBER = "number"

    def __str__(self) -> str:
        return str(self.value)
