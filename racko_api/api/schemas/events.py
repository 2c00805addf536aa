"""The events of a game's log, one named form per `type` (GET /v1/games/{id}/events).

A card is a number in Rack-O and a card's text in Super Rack-O. A field that only one game's
event carries is optional, and so is a field a viewer may not see (the card a seat drew is in
that seat's log only).
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from .cards import GameCard, RackSlot, SlotOfEither, SuperRackText
from .common import ReasonSchema


def _ints(**kwargs: Any) -> fields.List:
    return fields.List(fields.Integer(), **kwargs)


def _rack(**kwargs: Any) -> fields.List:
    return fields.List(fields.Integer(allow_none=True), **kwargs)


class _Event(Schema):
    seq = fields.Integer(required=True, metadata={"description": "1 for the first event"})
    seat = fields.Integer(required=True, allow_none=True, metadata={"description": "who acted, if anyone"})
    rule = fields.String(metadata={"description": "the rule that made it so"})


class SeatScore(Schema):
    """One seat's points for a Rack-O round, and why."""

    seat = fields.Integer(required=True)
    points = fields.Integer(required=True)
    bonus = fields.Integer(required=True)
    reasons = fields.List(fields.Nested(ReasonSchema), required=True)


def _event(name: str, doc: str, **extra: fields.Field) -> tuple[str, type[Schema]]:
    """The form of events of type `name`, named `<Name>Event`."""
    attrs: dict[str, Any] = {"type": fields.String(required=True, validate=validate.OneOf([name])),
                             **extra, "__doc__": doc}
    return name, type(f"{''.join(p.title() for p in name.split('_'))}Event", (_Event,), attrs)


EVENTS: dict[str, type[Schema]] = dict((
    _event("first_dealer", "Rack-O: how the first dealer was chosen (R-DEAL)",
           method=fields.String(required=True), dealer=fields.Integer(required=True),
           note=fields.String(required=True), cards=_ints(metadata={"description": "the cards cut"}),
           first_player=fields.Integer()),
    _event("dealt", "A round was dealt: its dealer, the first discard and the deal's commitment",
           round=fields.Integer(required=True), dealer=fields.Integer(required=True),
           discard_top=GameCard(required=True),
           commitment=fields.String(required=True, allow_none=True),
           first_player=fields.Integer(), deal_order=fields.String(), cards_dealt=fields.Integer(),
           stock_count=fields.Integer(), turn=fields.Integer()),
    _event("rack_dealt", "Rack-O: a seat's rack was dealt; its cards go to that seat only (and to "
           "everyone when racks are open)",
           slots=_ints(required=True, metadata={"description": "the labels of the slots dealt"}),
           rack=_rack()),
    _event("took_discard", "A seat took the top discard", card=GameCard(required=True)),
    _event("drew", "A seat drew from the stock; the card is in that seat's log only",
           card=GameCard(), stock_count=fields.Integer()),
    _event("exchanged", "The card in hand went into a slot; the card there was discarded",
           slot=SlotOfEither(required=True), discarded=GameCard(required=True),
           card=GameCard("the card put in, when it was seen or to its seat")),
    _event("placed", "Rack-O quick start (R-QUICK): the card in hand went into an empty slot",
           slot=fields.Integer(required=True), card=GameCard()),
    _event("discarded", "A seat let the card drawn go", card=GameCard(required=True)),
    _event("restocked", "The discard pile became the stock (R-RESTOCK)",
           cards=fields.Integer(required=True), method=fields.String()),
    _event("rack_o", "Rack-O: a seat went Rack-O", rack=_rack(required=True),
           called=fields.Boolean(required=True)),
    _event("round_scored", "Rack-O: the round's points, every rack laid down",
           round=fields.Integer(required=True), rack_o=fields.Integer(required=True),
           racks=fields.List(_rack(), required=True),
           scores=fields.List(fields.Nested(SeatScore), required=True),
           totals=_ints(required=True), team_points=_ints(required=True, allow_none=True),
           team_totals=_ints(required=True, allow_none=True)),
    _event("tie_at_target", "Rack-O: a tie at the target is played out (R-TARGET)",
           totals=_ints(required=True)),
    _event("game_over", "The game is won", winner=_ints(), totals=_ints(),
           team_totals=_ints(allow_none=True), wins=_ints()),
    _event("deal_revealed", "A finished round's seed, to check its commitment",
           round=fields.Integer(required=True), commitment=fields.String(required=True),
           seed=fields.String(required=True)),
    _event("swap_played", "Super Rack-O: a swap aimed at a seat and a row (S-SWAP)",
           target_seat=fields.Integer(required=True), row=fields.Integer(required=True)),
    _event("row_switched", "Super Rack-O: a swap switched a row between the sides",
           row=fields.Integer(required=True), swapper=fields.Integer(required=True)),
    _event("reversed", "Super Rack-O: a swap answered with a reverse card (S-REVERSE)",
           slot=fields.Nested(RackSlot, required=True), row=fields.Integer(required=True),
           target_seat=fields.Integer(required=True),
           cancels=fields.String(required=True, validate=validate.OneOf(["swap", "reverse"]))),
    _event("refilled", "Super Rack-O: the reverse card's slot refilled from the draw pile",
           slot=fields.Nested(RackSlot, required=True), card=GameCard()),
    _event("super_rack_o", "Super Rack-O: a seat called Super Rack-O, its rack laid down",
           rack=fields.Nested(SuperRackText, required=True), wins=_ints(required=True)),
))
"""Every event's form, by type."""
