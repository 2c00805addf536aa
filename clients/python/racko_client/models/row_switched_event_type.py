from enum import StrEnum


class RowSwitchedEventType(StrEnum):
    ROW_SWITCHED = "row_switched"

    def __str__(self) -> str:
        return str(self.value)
