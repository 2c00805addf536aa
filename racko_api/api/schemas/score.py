"""POST /v1/score, /v1/score/compare and /v1/rounds/score."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from .common import OptionsSchema, RackField, RackScoreSchema, ReasonSchema, RulesetId, StrictBool

Players = fields.Integer(strict=True, required=True, validate=validate.Range(2, 4),
                         metadata={"description": "players at the table (sets the deck)"})


class ScoreIn(Schema):
    ruleset = RulesetId
    options = fields.Nested(OptionsSchema)
    players = Players
    rack = RackField(allow_empty=True, required=True)
    rack_o = StrictBool(metadata={"description": "omit to infer from the rack"})


class ScoreOut(RackScoreSchema):
    ruleset = fields.String(required=True)


class CompareIn(Schema):
    players = Players
    rack = RackField(required=True)
    rack_o = StrictBool()


class CompareItemSchema(Schema):
    ruleset = fields.String(required=True)
    title = fields.String(required=True)
    legal_rack_o = fields.Boolean(required=True)
    score = fields.Nested(RackScoreSchema, allow_none=True, required=True,
                          metadata={"description": "null when the rack cannot be scored here"})
    problem = fields.Nested(ReasonSchema, allow_none=True, required=True)


class CompareOut(Schema):
    results = fields.List(fields.Nested(CompareItemSchema), required=True)


class RoundRackIn(Schema):
    player = fields.String(required=True, validate=validate.Length(1, 40))
    rack = RackField(allow_empty=True, required=True)


class RoundScoreIn(Schema):
    ruleset = RulesetId
    options = fields.Nested(OptionsSchema)
    racks = fields.List(fields.Nested(RoundRackIn), required=True, validate=validate.Length(2, 4))
    rack_o = fields.String(validate=validate.Length(1, 40),
                           metadata={"description": "who went Rack-O; omit when one rack is eligible"})
    teams = fields.List(fields.List(fields.String()), metadata={
        "description": "partners: two teams of two player names (default: seats 1+3 vs 2+4)"})


class PlayerRoundSchema(RackScoreSchema):
    player = fields.String(required=True)


class TeamRoundSchema(Schema):
    players = fields.List(fields.String(), required=True)
    points = fields.Integer(required=True)


class RoundScoreOut(Schema):
    ruleset = fields.String(required=True)
    rack_o = fields.String(required=True)
    players = fields.List(fields.Nested(PlayerRoundSchema), required=True)
    teams = fields.List(fields.Nested(TeamRoundSchema), required=True)
