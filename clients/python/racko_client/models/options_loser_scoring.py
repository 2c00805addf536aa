from enum import StrEnum


class OptionsLoserScoring(StrEnum):
    LEADING_RUN_X5 = "leading_run_x5"
    LONGEST_SEQUENCE_X10 = "longest_sequence_x10"

    def __str__(self) -> str:
        return str(self.value)
