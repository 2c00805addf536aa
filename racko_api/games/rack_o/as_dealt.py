"""Could this rack be the rack as dealt (R-DEAL, R-QUICK)? What the texts let one decide.

A shuffled deck deals any cards in any order, so the arrangement of a rack alone never shows
that it was not dealt so; only the number of cards can (5 in the quick start, 10 otherwise).
Given the cards in the order the player received them, the deal order decides: back to front
(Hasbro, Parker; the Italian "partendo dal fondo" as read by the Decision) puts the first card
into #50, random slots (Swedish) any card anywhere. A rack dealt front to back (the first card
into #5) is named when it fits; in the Italian editions as the other reading of their text, so a
table can see which reading its deal followed.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from racko_api.core.errors import FieldError, InvalidInput, Reason
from racko_api.core.sources import ITALIAN
from racko_api.core.verdicts import Verdict
from racko_api.core.words import tr, trn
from racko_api.games.rack_o.racks import RACK_SIZE, Rack
from racko_api.games.rack_o.ruleset import DealOrder, Ruleset
from racko_api.games.rack_o.texts import RACK_O_TEXTS

_READ_FROM_ITALIAN = next(text.presets for text in RACK_O_TEXTS if text.source is ITALIAN)
"""The presets whose deal reads "partendo dal fondo": only their answers name its other reading."""


class Order(StrEnum):
    """An order a rack as dealt can fit."""

    BACK_TO_FRONT = "back_to_front"  # the first card into #50 (R-DEAL)
    FRONT_TO_BACK = "front_to_back"  # the first card into #5: the Italian text's other reading
    RANDOM = "random"  # any card in any slot (Swedish)


def _read_dealt(dealt: Sequence[object], rack: Rack) -> list[int]:
    cards = [c for c in dealt if isinstance(c, int) and not isinstance(c, bool)]
    if len(cards) != len(dealt) or sorted(cards) != sorted(c for c in rack if c is not None):
        message = tr("dealt must hold the rack's cards, each once, in the order they were dealt")
        raise InvalidInput(message, rule="R-DEAL", errors=(FieldError("dealt", message, "R-DEAL"),))
    return cards


def fits(rack: Rack, dealt: Sequence[int]) -> tuple[Order, ...]:
    """Every order of dealing that puts the cards `dealt` (first first) where `rack` holds them."""
    empty: list[int | None] = [None] * (RACK_SIZE - len(dealt))
    out = [Order.BACK_TO_FRONT] if list(rack) == empty + list(reversed(dealt)) else []
    out += [Order.FRONT_TO_BACK] if list(rack) == list(dealt) + empty else []
    return (*out, Order.RANDOM)


def as_dealt(ruleset: Ruleset, rack: Rack,
             dealt: Sequence[object] | None = None) -> tuple[Verdict, tuple[Order, ...]]:
    """Whether `rack` could be the rack as dealt in this edition, why, and (given `dealt`) every
    order of dealing it fits."""
    count, wanted = sum(c is not None for c in rack), ruleset.options.cards_dealt
    if count != wanted:
        why = trn("a rack as dealt holds {n} card", "a rack as dealt holds {n} cards", wanted)
        rule = "R-QUICK" if wanted < RACK_SIZE else "R-DEAL"
        verdict = Verdict(False, (Reason(rule, tr("{why}; this one holds {count}", why=why, count=count)),))
        return verdict, ()
    if dealt is None:
        return Verdict(True, (Reason("R-DEAL", tr("a shuffled deck deals any cards in any order: only "
                                                  "the cards in the order dealt can show more")),)), ()
    orders = fits(rack, _read_dealt(dealt, rack))
    mine = Order(ruleset.options.deal_order.value)
    if mine in orders:
        text = (tr("any card may go into any slot: these cards dealt in any order give this rack")
                if mine is Order.RANDOM else
                tr("the first card dealt is in #50 and each next one a slot lower, as this edition "
                   "deals"))
        return Verdict(True, (Reason("R-DEAL", text),)), orders
    text = tr("this edition puts the first card dealt into #50; this rack has it elsewhere")
    if Order.FRONT_TO_BACK in orders and ruleset.id in _READ_FROM_ITALIAN:
        text = tr("this edition puts the first card dealt into #50; this rack was dealt front to back, "
                  "the first card into #5: the other reading of the Italian \"partendo dal fondo\"")
    elif Order.FRONT_TO_BACK in orders:
        text = tr("this edition puts the first card dealt into #50; this rack was dealt front to back, "
                  "the first card into #5")
    assert ruleset.options.deal_order is DealOrder.BACK_TO_FRONT
    return Verdict(False, (Reason("R-DEAL", text),)), orders


def when_dealt_in_order(ruleset: Ruleset) -> Reason:
    """When the player of a Rack-O rack as dealt goes Rack-O (R-RACKO's Decision): the texts check
    a rack in play, so neither edition ends the round at the deal."""
    if ruleset.options.explicit_call:
        return Reason("R-RACKO", tr("dealt in order, this rack is a Rack-O its player may call before "
                                    "taking a card"))
    return Reason("R-RACKO", tr("dealt in order, this rack goes Rack-O at the end of its player's first "
                                "turn, if that turn leaves it in order"))


__all__ = ["Order", "as_dealt", "fits", "when_dealt_in_order"]
