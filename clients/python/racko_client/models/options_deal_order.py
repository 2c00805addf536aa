from enum import StrEnum


class OptionsDealOrder(StrEnum):
    BACK_TO_FRONT = "back_to_front"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
