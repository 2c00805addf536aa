"""What a player does in a turn, in the checker's words: one vocabulary for both games.

Rack-O and Super Rack-O share the plays they have in common (`exchange`, `discard`); each game
lists the plays it knows, in the order its API documents them.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr


class Play(StrEnum):
    """A play, by its API name."""

    EXCHANGE = "exchange"  # the card taken replaces one rack card, which is discarded
    DISCARD = "discard"  # the card taken goes onto the discard pile
    PUT_BACK = "put_back"  # Rack-O: the card taken goes back where it came from
    PLACE = "place"  # Rack-O: into an empty slot (R-QUICK)
    SWAP = "swap"  # Rack-O: two rack cards trade places
    EXCHANGE_TWO = "exchange_two"  # Rack-O: two rack cards out for one card taken
    PLAY_SWAP = "play_swap"  # Super Rack-O: the card taken is played as a swap on an opponent
    ACCEPT_SWAP = "accept_swap"  # Super Rack-O: the swap aimed at the player switches its row
    PLAY_REVERSE = "play_reverse"  # Super Rack-O: a reverse card answers the swap


RACK_O_PLAYS = (Play.EXCHANGE, Play.DISCARD, Play.PUT_BACK, Play.PLACE, Play.SWAP,
                Play.EXCHANGE_TWO)
SUPER_RACK_O_PLAYS = (Play.EXCHANGE, Play.DISCARD, Play.PLAY_SWAP, Play.ACCEPT_SWAP,
                      Play.PLAY_REVERSE)


def read_play(value: object, plays: Sequence[Play], field: str = "play") -> Play:
    """The play named `value`, one of `plays` (a game's list); InvalidInput naming them otherwise.

    >>> read_play("discard", RACK_O_PLAYS)
    <Play.DISCARD: 'discard'>
    """
    for play in plays:
        if value == play.value:
            return play
    message = tr("must be one of: {choices}", choices=", ".join(p.value for p in plays))
    raise InvalidInput(tr("{field}: {message}", field=field, message=message),
                       errors=(FieldError(field, message),))


__all__ = ["RACK_O_PLAYS", "SUPER_RACK_O_PLAYS", "Play", "read_play"]


class Pile(StrEnum):
    STOCK = "stock"
    DISCARD = "discard"
