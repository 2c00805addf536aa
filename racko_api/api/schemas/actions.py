"""The actions of a seat, one named form per `type`, as a view lists them and a seat posts them.

Rack-O slots are printed labels (5, 10 ... 50); Super Rack-O slots are a side and a row. An
action the two games share (draw_stock, take_discard, discard, next_round) has one form; an
exchange names its slot in its game's way.
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from racko_api.core.forms import FormFamily

from .cards import ROWS, SLOT_LABELS, RackSlot, SlotOfEither
from .families import kinds_of
from .polymorphic import one_of_doc


def _type(name: str) -> fields.String:
    return fields.String(required=True, validate=validate.OneOf([name]))


def Label(**kwargs: Any) -> fields.Integer:  # noqa: N802 - a field factory reads like a type
    """A Rack-O slot label as printed on the rack."""
    return fields.Integer(strict=True, validate=validate.OneOf(list(SLOT_LABELS)),
                          **kwargs)


class DrawStockAction(Schema):
    """Take the top card of the stock (the draw pile)."""

    type = _type("draw_stock")


class TakeDiscardAction(Schema):
    """Take the top card of the discard pile."""

    type = _type("take_discard")


class DiscardAction(Schema):
    """Let the card drawn from the stock go onto the discard pile."""

    type = _type("discard")


class NextRoundAction(Schema):
    """Deal the next round (between rounds)."""

    type = _type("next_round")


class ExchangeAction(Schema):
    """The card in hand replaces the card in `slot`, which is discarded."""

    type = _type("exchange")
    slot = SlotOfEither(required=True)


class PlaceAction(Schema):
    """Rack-O quick start (R-QUICK): the card in hand goes into the empty `slot`."""

    type = _type("place")
    slot = Label(required=True, metadata={"description": "an empty slot's label 5..50"})


class CallRackOAction(Schema):
    """Rack-O where going out is a call (R-WAIT): call Rack-O."""

    type = _type("call_rack_o")


class PlaySwapAction(Schema):
    """Super Rack-O: play the swap card taken, naming an opponent and a row (S-SWAP)."""

    type = _type("play_swap")
    target_seat = fields.Integer(required=True, strict=True, validate=validate.Range(0, 3))
    row = fields.Integer(required=True, strict=True, validate=validate.Range(1, ROWS))


class AcceptSwapAction(Schema):
    """Super Rack-O: let the swap aimed at this seat switch its row."""

    type = _type("accept_swap")


class PlayReverseAction(Schema):
    """Super Rack-O: answer a swap with a reverse card of the rack, naming a row (S-REVERSE)."""

    type = _type("play_reverse")
    row = fields.Integer(required=True, strict=True, validate=validate.Range(1, ROWS))
    slot = fields.Nested(RackSlot, metadata={
        "description": "the reverse card's slot; absent: the rack's first (blue rows 1-8, then red)"})


class CallSuperRackOAction(Schema):
    """Super Rack-O: call Super Rack-O (S-WIN)."""

    type = _type("call_super_rack_o")


_SHARED: dict[str, type[Schema]] = {
    "draw_stock": DrawStockAction, "take_discard": TakeDiscardAction, "exchange": ExchangeAction,
    "discard": DiscardAction, "next_round": NextRoundAction}
SINGLE_RACK_ACTIONS: dict[str, type[Schema]] = {
    **_SHARED, "place": PlaceAction, "call_rack_o": CallRackOAction}
DOUBLE_RACK_ACTIONS: dict[str, type[Schema]] = {
    **_SHARED, "play_swap": PlaySwapAction, "accept_swap": AcceptSwapAction,
    "play_reverse": PlayReverseAction, "call_super_rack_o": CallSuperRackOAction}
ACTIONS_BY_FAMILY: dict[FormFamily, dict[str, type[Schema]]] = {
    FormFamily.SINGLE_RACK: SINGLE_RACK_ACTIONS, FormFamily.DOUBLE_RACK: DOUBLE_RACK_ACTIONS}
ACTIONS: dict[str, type[Schema]] = {**SINGLE_RACK_ACTIONS, **DOUBLE_RACK_ACTIONS}

assert all(set(forms) == set(kind.action_types) for family, forms in ACTIONS_BY_FAMILY.items()
           for kind in kinds_of(family)), "a form for every action of every game of a family"


def actions_doc() -> dict[str, object]:
    """The body of POST /v1/games/{id}/actions: any action of either game."""
    return one_of_doc("type", ACTIONS)
