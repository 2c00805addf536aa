"""POST /v1/check/partial: a rack still being typed, with empty slots."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from .common import OptionsSchema, RackScoreSchema, ReasonSchema, RulesetId, StrictBool
from .score import Players

TypedRack = fields.List(
    fields.Integer(strict=True, allow_none=True),
    required=True, validate=validate.Length(equal=10),
    metadata={"description": "10 slots, slot #5 first; null = not typed yet. A number outside the "
                             "deck is not malformed: it is refused (R-DECK) in the answer",
              "example": [3, 10, None, None, None, None, None, None, None, None]})


class OtherRackIn(Schema):
    player = fields.String(required=True, validate=validate.Length(1, 40))
    rack = TypedRack


class PartialCheckIn(Schema):
    """A rack being typed, for a preset (and house rules) and a player count."""

    ruleset = RulesetId
    options = fields.Nested(OptionsSchema)
    players = Players
    rack = TypedRack
    others = fields.List(fields.Nested(OtherRackIn), validate=validate.Length(max=3), metadata={
        "description": "the other racks of the round so far: a card in one of them is refused here"})
    rack_o = StrictBool(metadata={
        "description": "this player went Rack-O: a complete rack is then scored as Rack-O"})


class RefusedCardOut(Schema):
    slot = fields.Integer(required=True, metadata={"description": "slot label 5..50"})
    index = fields.Integer(required=True, metadata={"description": "slot index 0..9 (0 = #5)"})
    card = fields.Raw(required=True, metadata={"description": "the card typed there"})
    reason = fields.String(required=True, validate=validate.OneOf(
        ["not_a_card", "out_of_deck", "twice_in_rack", "in_other_rack"]))
    rule = fields.String(required=True, metadata={"example": "R-DECK"})
    text = fields.String(required=True, metadata={"description": "why, in the answer's language"})


class PartialCheckOut(Schema):
    ruleset = fields.String(required=True)
    players = fields.Integer(required=True)
    top_card = fields.Integer(required=True, metadata={
        "description": "the deck is 1..top_card for this ruleset and player count (R-DECK)"})
    typed = fields.Integer(required=True, metadata={"description": "slots typed, refused ones included"})
    complete = fields.Boolean(required=True, metadata={
        "description": "all 10 slots typed and none refused"})
    refused = fields.List(fields.Nested(RefusedCardOut), required=True)
    score = fields.Nested(RackScoreSchema, required=True, metadata={
        "description": "the accepted cards as they stand (refused ones as empty slots): as Rack-O "
                       "only when rack_o was asked and the complete rack may go Rack-O"})
    rack_o_refusal = fields.Nested(ReasonSchema, allow_none=True, required=True, metadata={
        "description": "why this complete rack cannot be scored as Rack-O, when rack_o was asked"})
