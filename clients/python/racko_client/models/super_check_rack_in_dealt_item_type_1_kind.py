from enum import StrEnum


class SuperCheckRackInDealtItemType1Kind(StrEnum):
    NUMBER = "number"

    def __str__(self) -> str:
        return str(self.value)
