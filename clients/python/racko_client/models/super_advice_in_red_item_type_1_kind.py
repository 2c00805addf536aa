from enum import StrEnum


class SuperAdviceInRedItemType1Kind(StrEnum):
    NUMBER = "number"

    def __str__(self) -> str:
        return str(self.value)
