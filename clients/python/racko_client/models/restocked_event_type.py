from enum import StrEnum


class RestockedEventType(StrEnum):
    RESTOCKED = "restocked"

    def __str__(self) -> str:
        return str(self.value)
