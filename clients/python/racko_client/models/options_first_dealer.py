from enum import StrEnum


class OptionsFirstDealer(StrEnum):
    CUT_LOW = "cut_low"
    HIGH_DRAW_ROTATING = "high_draw_rotating"
    YOUNGEST = "youngest"

    def __str__(self) -> str:
        return str(self.value)
