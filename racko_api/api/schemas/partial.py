"""POST /v1/check/partial: a rack still being typed, with empty slots."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from .common import ListOf, Name, OptionsSchema, RackScoreSchema, ReasonSchema, RulesetId, StrictBool
from .score import Players

TypedRack = ListOf(
    fields.Integer(strict=True, allow_none=True),
    required=True, validate=validate.Length(equal=10),
    metadata={"description": "10 slots, slot #5 first; null = not typed yet. A card outside the "
                             "deck, or twice, is refused naming its slot (rack/<index>, R-DECK)",
              "example": [3, 10, None, None, None, None, None, None, None, None]})


class OtherRackIn(Schema):
    player = Name(required=True)
    rack = TypedRack


class PartialCheckIn(Schema):
    """A rack being typed, for a preset (and house rules) and a player count."""

    ruleset = RulesetId
    options = fields.Nested(OptionsSchema)
    players = Players
    rack = TypedRack
    others = ListOf(fields.Nested(OtherRackIn), validate=validate.Length(max=3), metadata={
        "description": "the other racks of the round so far: a card in one of them is refused here"})
    rack_o = StrictBool(metadata={
        "description": "this player went Rack-O: a complete rack is then scored as Rack-O"})


class PartialCheckOut(Schema):
    ruleset = fields.String(required=True)
    players = fields.Integer(required=True)
    top_card = fields.Integer(required=True, metadata={
        "description": "the deck is 1..top_card for this ruleset and player count (R-DECK)"})
    typed = fields.Integer(required=True, metadata={"description": "slots typed"})
    complete = fields.Boolean(required=True, metadata={"description": "all 10 slots typed"})
    score = fields.Nested(RackScoreSchema, required=True, metadata={
        "description": "the cards as they stand (empty slots break a run): as Rack-O only when "
                       "rack_o was asked and the complete rack may go Rack-O"})
    rack_o_refusal = fields.Nested(ReasonSchema, allow_none=True, required=True, metadata={
        "description": "why this complete rack cannot be scored as Rack-O, when rack_o was asked"})
