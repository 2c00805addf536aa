from enum import StrEnum


class ContributedEventType(StrEnum):
    CONTRIBUTED = "contributed"

    def __str__(self) -> str:
        return str(self.value)
