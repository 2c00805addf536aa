"""What a player does in a turn, in the checker's words, and the piles a card is taken from.

Each game names its plays in its own enum (`plays.py` in its package), in the order its API
documents them; games that share a play (`exchange`, `discard`) give it the same name.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import TypeVar

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr

P = TypeVar("P", bound=StrEnum)


def read_play(value: object, plays: Sequence[P], field: str = "play") -> P:
    """The play named `value`, one of `plays` (a game's list); InvalidInput naming them otherwise.

    >>> class Plays(StrEnum):
    ...     DISCARD = "discard"
    >>> read_play("discard", tuple(Plays))
    <Plays.DISCARD: 'discard'>
    """
    for play in plays:
        if value == play.value:
            return play
    message = tr("must be one of: {choices}", choices=", ".join(p.value for p in plays))
    raise InvalidInput(tr("{field}: {message}", field=field, message=message),
                       errors=(FieldError(field, message),))


class Pile(StrEnum):
    STOCK = "stock"
    DISCARD = "discard"


__all__ = ["Pile", "read_play"]
