from enum import StrEnum


class CallRackOActionType(StrEnum):
    CALL_RACK_O = "call_rack_o"

    def __str__(self) -> str:
        return str(self.value)
