from enum import StrEnum


class OptionsRunBonus(StrEnum):
    LONGEST = "longest"
    OFF = "off"
    SUM_OF_RUNS = "sum_of_runs"

    def __str__(self) -> str:
        return str(self.value)
