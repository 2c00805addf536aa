"""The plays of a Super Rack-O turn, by their API names, in the order the API documents them."""

from __future__ import annotations

from enum import StrEnum


class Play(StrEnum):
    """A Super Rack-O play, by its API name."""

    EXCHANGE = "exchange"  # the card taken replaces one rack card, which is discarded
    DISCARD = "discard"  # the card taken goes onto the discard pile
    PLAY_SWAP = "play_swap"  # the card taken is played as a swap on an opponent
    ACCEPT_SWAP = "accept_swap"  # the swap aimed at the player switches its row
    PLAY_REVERSE = "play_reverse"  # a reverse card answers the swap


SUPER_RACK_O_PLAYS = tuple(Play)

__all__ = ["SUPER_RACK_O_PLAYS", "Play"]
