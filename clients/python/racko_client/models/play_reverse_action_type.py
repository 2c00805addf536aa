from enum import StrEnum


class PlayReverseActionType(StrEnum):
    PLAY_REVERSE = "play_reverse"

    def __str__(self) -> str:
        return str(self.value)
