"""POST /v1/check/rack and /v1/check/move: the rules-dispute checker."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from racko_api.core.forms import FormFamily
from racko_api.core.plays import Pile

from .common import OptionsSchema, RackField, RackScoreSchema, ReasonSchema, RulesetId
from .double_rack import SuperCheckMoveIn, SuperCheckMoveOut, SuperCheckRackIn, SuperCheckRackOut
from .families import kinds_of
from .forms import ByRuleset
from .score import Players

SINGLE_RACK_PLAYS = list(kinds_of(FormFamily.SINGLE_RACK)[0].plays)
SlotLabel = fields.Integer(strict=True, validate=validate.OneOf(list(range(5, 55, 5))),
                           metadata={"description": "a slot label 5..50"})


class CheckRackIn(Schema):
    """Rack-O: is this 10-card rack a legal Rack-O here, and what does it score?"""

    ruleset = RulesetId
    options = fields.Nested(OptionsSchema)
    players = Players
    rack = RackField(allow_empty=True, required=True)
    dealt = fields.List(fields.Integer(strict=True), validate=validate.Length(min=1, max=10), metadata={
        "description": "the rack's cards in the order they were dealt to the player, first first: "
                       "as_dealt then says whether the rack is the rack as dealt (R-DEAL), and a Rack-O "
                       "as dealt gets a last reason (R-RACKO) saying when its player goes Rack-O"})


class AsDealtSchema(Schema):
    possible = fields.Boolean(required=True, metadata={
        "description": "the rack could be this player's rack as dealt in this edition: without "
                       "`dealt` only the number of cards can rule it out (a shuffled deck deals any "
                       "order); with it, the edition's deal order decides"})
    fits = fields.List(fields.String(validate=validate.OneOf(["back_to_front", "front_to_back",
                                                              "random"])), required=True, metadata={
        "description": "with `dealt`: every deal order that gives this rack (back_to_front: the first "
                       "card into #50; front_to_back: into #5, the other reading of the Italian "
                       "text; random: any slots)"})
    reason = fields.Nested(ReasonSchema, required=True)


class CheckRackOut(Schema):
    ruleset = fields.String(required=True)
    players = fields.Integer(required=True)
    legal = fields.Boolean(required=True, metadata={"description": "a legal Rack-O here"})
    reasons = fields.List(fields.Nested(ReasonSchema), required=True)
    score = fields.Nested(RackScoreSchema, required=True, metadata={
        "description": "what it scores: as Rack-O when legal, else as another player's rack (a "
                       "rack that cannot exist here, such as a card outside the deck for the "
                       "player count, is refused with 422 instead)"})
    as_dealt = fields.Nested(AsDealtSchema, required=True, metadata={
        "description": "could this be the rack as dealt, and why (R-DEAL, R-QUICK)"})


class CheckMoveIn(Schema):
    """Rack-O: may a player do this with the card they took?"""

    ruleset = RulesetId
    options = fields.Nested(OptionsSchema)
    players = Players
    rack = RackField(allow_empty=True, required=True)
    card = fields.Integer(strict=True, required=True, metadata={
        "description": "the card taken", "minimum": 1, "maximum": 60})
    taken_from = fields.String(required=True, validate=validate.OneOf([p.value for p in Pile]))
    play = fields.String(required=True, validate=validate.OneOf(SINGLE_RACK_PLAYS),
                         metadata={"description": "what the player does with the card"})
    slot = SlotLabel
    old_slot = fields.Integer(strict=True, validate=validate.OneOf(list(range(5, 55, 5))), metadata={
        "description": "exchange: the slot the old card leaves, when not `slot`"})
    slots = fields.List(fields.Integer(strict=True, validate=validate.OneOf(list(range(5, 55, 5)))),
                        validate=validate.Length(equal=2),
                        metadata={"description": "swap / exchange_two: the two rack slots"})


class CheckMoveOut(Schema):
    legal = fields.Boolean(required=True)
    reasons = fields.List(fields.Nested(ReasonSchema), required=True)
    rack_after = fields.List(fields.Integer(allow_none=True), allow_none=True, required=True)
    discarded = fields.Integer(allow_none=True, required=True,
                               metadata={"description": "the card that goes on the discard pile"})
    rack_o_after = fields.Boolean(required=True, metadata={
        "description": "the rack after the move is a legal Rack-O"})


class CheckRackForms(ByRuleset):
    """A Rack-O rack (`rack`, with a preset ruleset) or a double rack (`blue`, `red`, super-rack-o)."""

    by_family = {FormFamily.SINGLE_RACK: CheckRackIn, FormFamily.DOUBLE_RACK: SuperCheckRackIn}


class CheckRackAnswers(ByRuleset):
    by_family = {FormFamily.SINGLE_RACK: CheckRackOut, FormFamily.DOUBLE_RACK: SuperCheckRackOut}
    answers = True


class CheckMoveForms(ByRuleset):
    """A Rack-O turn (`rack`, `card`, `play`...) or a Super Rack-O situation (super-rack-o)."""

    by_family = {FormFamily.SINGLE_RACK: CheckMoveIn, FormFamily.DOUBLE_RACK: SuperCheckMoveIn}


class CheckMoveAnswers(ByRuleset):
    by_family = {FormFamily.SINGLE_RACK: CheckMoveOut, FormFamily.DOUBLE_RACK: SuperCheckMoveOut}
    answers = True
