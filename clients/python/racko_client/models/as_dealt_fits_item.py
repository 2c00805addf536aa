from enum import StrEnum


class AsDealtFitsItem(StrEnum):
    BACK_TO_FRONT = "back_to_front"
    FRONT_TO_BACK = "front_to_back"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
