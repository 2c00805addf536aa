"""The events of a game's log as the document names them: one form per event type, built from
the registry's catalogue (`racko_api.games.kinds.EVENT_TYPES`), which declares each type's fields once.

Here each field gets its type, by name (a card is a number in Rack-O and a card's text in Super
Rack-O; a rack is ten slots or a double rack). A field the catalogue says every event of the type
has is required; an optional one, and one only its seat sees (the card a seat drew), is not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from marshmallow import Schema, fields, validate

from racko_api.core.events import EventType
from racko_api.games.kinds import EVENT_TYPES

from .cards import GameCard, RackOfEither, SlotOfEither
from .common import ReasonSchema

Field = Callable[..., fields.Field[Any]]


class SeatScore(Schema):
    """One seat's points for a Rack-O round, and why."""

    seat = fields.Integer(required=True)
    points = fields.Integer(required=True)
    bonus = fields.Integer(required=True)
    reasons = fields.List(fields.Nested(ReasonSchema), required=True)


class ContributionOut(Schema):
    """A seat's contribution to the deals' seeds."""

    seat = fields.Integer(required=True)
    contribution = fields.String(required=True)


def _ints(**kwargs: Any) -> fields.List[Any]:
    return fields.List(fields.Integer(), **kwargs)


def _nullable_ints(**kwargs: Any) -> fields.List[Any]:
    return fields.List(fields.Integer(), allow_none=True, **kwargs)


TYPES: dict[str, Field] = {
    "method": fields.String, "dealer": fields.Integer, "note": fields.String,
    "first_player": fields.Integer, "cards": _ints, "round": fields.Integer,
    "start": lambda **k: fields.String(validate=validate.OneOf(["named", "drawn", "left_of_dealer"]),
                                       **k),
    "deal_order": fields.String, "cards_dealt": fields.Integer, "discard_top": GameCard,
    "stock_count": fields.Integer, "commitment": lambda **k: fields.String(allow_none=True, **k),
    "slots": _ints, "rack": RackOfEither, "card": GameCard, "slot": SlotOfEither,
    "discarded": GameCard, "seed": fields.String, "winner": fields.Integer,
    "racks": lambda **k: fields.List(RackOfEither(), **k), "scores": _ints, "totals": _ints,
    "score_unit": lambda **k: fields.String(validate=validate.OneOf(["points", "wins"]), **k),
    "details": lambda **k: fields.List(fields.Nested(SeatScore), **k),
    "team_points": _nullable_ints, "team_totals": _nullable_ints, "called": fields.Boolean,
    "target_seat": fields.Integer, "row": fields.Integer, "swapper": fields.Integer,
    "cancels": lambda **k: fields.String(validate=validate.OneOf(["swap", "reverse"]), **k),
    "contributions": lambda **k: fields.List(fields.Nested(ContributionOut), **k),
    "contribution": fields.String, "server_seed": fields.String,
    "length": fields.Integer,
    "ended_by": lambda **k: fields.String(validate=validate.OneOf(["turn_limit"]), **k),
    "turn_limit": fields.Integer,
}
"""Each field's type, by its name in the catalogue."""
OVERRIDES: dict[tuple[str, str], Field] = {
    ("restocked", "cards"): fields.Integer,  # how many cards the new stock holds
    ("game_over", "winner"): _ints,  # the winning seats (a team's, with partners)
    ("round_over", "winner"): lambda **k: fields.Integer(allow_none=True, **k),  # null: R-TURN-LIMIT
}
"""A field whose name means another type in one event."""


class _Event(Schema):
    seq = fields.Integer(required=True, metadata={"description": "1 for the first event"})
    seat = fields.Integer(required=True, allow_none=True, metadata={"description": "who acted, if anyone"})
    rule = fields.String(metadata={"description": "the rule that made it so"})
    version = fields.Integer(required=True, metadata={
        "description": "the game's version this event led to (the table's ETag then): send it as "
                       "If-Match with the next action"})
    turn = fields.Integer(required=True, allow_none=True, metadata={
        "description": "whose turn it is at `version`, as the table's `turn` says it: null between "
                       "rounds, at the end, and for an event stored before events carried it"})


def form(declared: EventType) -> type[Schema]:
    """The form of events of `declared`'s type, named `<Type>Event`."""
    attrs: dict[str, Any] = {"type": fields.String(required=True, validate=validate.OneOf([declared.name]))}
    for names, required in ((declared.public, True), (declared.optional + declared.private, False)):
        for name in names:
            if name not in attrs:
                make = OVERRIDES.get((declared.name, name), TYPES[name])
                attrs[name] = make(required=True) if required else make()
    attrs["__doc__"] = declared.summary[:1].upper() + declared.summary[1:]
    return type(f"{''.join(p.title() for p in declared.name.split('_'))}Event", (_Event,), attrs)


EVENTS: dict[str, type[Schema]] = {name: form(declared) for name, declared in EVENT_TYPES.items()}
"""Every event type's form, by type."""
