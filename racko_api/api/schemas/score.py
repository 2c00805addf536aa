"""POST /v1/score, /v1/score/compare and /v1/rounds/score."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from racko_api.games.kinds import SCORING_RULESET_IDS

from .common import (
    ListOf,
    Name,
    OptionsSchema,
    PlainLoad,
    RackField,
    RackScoreSchema,
    ReasonSchema,
    RulesetId,
    StrictBool,
    Words,
    is_plain_count,
    plain_rack,
)

Players = fields.Integer(strict=True, required=True, validate=validate.Range(2, 4),
                         metadata={"description": "players at the table (sets the deck)"})


class ScoreIn(PlainLoad):
    ruleset = RulesetId
    options = fields.Nested(OptionsSchema)
    players = Players
    rack = RackField(allow_empty=True, required=True)
    rack_o = StrictBool(metadata={"description": "omit to infer from the rack"})

    def plain(self, data: object) -> dict[str, Any] | None:
        return plain_score(data)


SCORE_KEYS = frozenset(("ruleset", "players", "rack", "rack_o"))


def plain_score(data: object) -> dict[str, Any] | None:
    """What ScoreIn's fields load from a preset's rack with no house rules (options go through
    the fields)."""
    if type(data) is not dict or not data.keys() <= SCORE_KEYS:
        return None
    ruleset = data.get("ruleset")
    if (type(ruleset) is not str or ruleset not in SCORING_RULESET_IDS
            or not is_plain_count(data.get("players"), 2, 4)):
        return None
    rack = plain_rack(data.get("rack"))
    if rack is None or ("rack_o" in data and type(data["rack_o"]) is not bool):
        return None
    loaded = {"ruleset": ruleset, "players": data["players"], "rack": rack}
    if "rack_o" in data:
        loaded["rack_o"] = data["rack_o"]
    return loaded


class ScoreOut(RackScoreSchema):
    ruleset = fields.String(required=True)


class CompareIn(Schema):
    players = Players
    rack = RackField(required=True)
    rack_o = StrictBool()


class CompareItemSchema(Schema):
    ruleset = fields.String(required=True)
    title = Words(required=True)
    legal_rack_o = fields.Boolean(required=True)
    score = fields.Nested(RackScoreSchema, allow_none=True, required=True,
                          metadata={"description": "null when the rack cannot be scored here"})
    problem = fields.Nested(ReasonSchema, allow_none=True, required=True)


class CompareOut(Schema):
    results = fields.List(fields.Nested(CompareItemSchema), required=True)


class RoundRackIn(Schema):
    player = Name(required=True, metadata={
        "description": "the player, or the team whose shared rack this is"})
    rack = RackField(allow_empty=True, required=True)


class RoundScoreIn(Schema):
    ruleset = RulesetId
    options = fields.Nested(OptionsSchema)
    racks = ListOf(fields.Nested(RoundRackIn), required=True, validate=validate.Length(2, 4))
    rack_o = Name(metadata={"description": "who went Rack-O; omit when one rack is eligible"})
    teams = fields.List(fields.List(Name()), metadata={
        "description": "partners (a rack each): two teams of two player names (default: seats 1+3 "
                       "vs 2+4). Swedish teams sharing a rack (options teams: true): `racks` holds "
                       "one entry per team (`player` is the team's name) and `teams` the members of "
                       "each, in the order of `racks`, any number each (default: the team's name)"})


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
