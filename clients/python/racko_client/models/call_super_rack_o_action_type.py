from enum import StrEnum


class CallSuperRackOActionType(StrEnum):
    CALL_SUPER_RACK_O = "call_super_rack_o"

    def __str__(self) -> str:
        return str(self.value)
