"""The plays of a Rack-O turn, by their API names, in the order the API documents them."""

from __future__ import annotations

from enum import StrEnum


class Play(StrEnum):
    """A Rack-O play, by its API name."""

    EXCHANGE = "exchange"  # the card taken replaces one rack card, which is discarded
    DISCARD = "discard"  # the card taken goes onto the discard pile
    PUT_BACK = "put_back"  # the card taken goes back where it came from
    PLACE = "place"  # into an empty slot (R-QUICK)
    SWAP = "swap"  # two rack cards trade places
    EXCHANGE_TWO = "exchange_two"  # two rack cards out for one card taken


RACK_O_PLAYS = tuple(Play)

__all__ = ["RACK_O_PLAYS", "Play"]
