"""The dealer of a deal to recompute: a seat of the table, checked as input."""

from __future__ import annotations

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr


def verify_dealer(dealer: int, players: int) -> int:
    """`dealer`, or InvalidInput unless it is a seat 0..players-1."""
    if not 0 <= dealer < players:
        raise InvalidInput(tr("the dealer is a seat 0-{last_seat}", last_seat=players - 1),
                           errors=(FieldError("dealer", tr("0-{last_seat}", last_seat=players - 1)),))
    return dealer
