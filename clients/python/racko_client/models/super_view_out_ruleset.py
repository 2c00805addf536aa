from enum import StrEnum


class SuperViewOutRuleset(StrEnum):
    SUPER_RACK_O = "super-rack-o"

    def __str__(self) -> str:
        return str(self.value)
