"""Rulesets and the rule catalogue."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from racko_api.games.kinds import KINDS, RULESET_IDS


class DecisionSchema(Schema):
    decision = fields.String(required=True, metadata={"description": "the reading taken"})
    reason = fields.String(required=True, metadata={"description": "why, from the texts"})


class CitationSchema(Schema):
    source = fields.String(required=True, metadata={"description": "the edition's text"})
    quote = fields.String(required=True, metadata={"description": "its words, as published"})


class RuleSchema(Schema):
    id = fields.String(required=True, metadata={"example": "R-RUN3"})
    title = fields.String(required=True)
    text = fields.String(required=True)
    sources = fields.List(fields.String(), required=True,
                          metadata={"description": "the editions whose text says it"})
    citations = fields.List(fields.Nested(CitationSchema), required=True, metadata={
        "description": "where each of those texts says it: a short quote, word for word"})
    decisions = fields.List(fields.Nested(DecisionSchema), required=True, metadata={
        "description": "the readings this service takes where the texts are loose or silent"})


class PlayersRange(Schema):
    min = fields.Integer(required=True)
    max = fields.Integer(required=True)


_GAMES = ", ".join(f'"{k.id}" ({k.name}{": rounds are won, not scored" if k.sheet.counts_wins else ""})'
                   for k in KINDS.values())


class RulesetSchema(Schema):
    id = fields.String(required=True, metadata={"example": RULESET_IDS[0]})
    game = fields.String(required=True, validate=validate.OneOf(list(KINDS)), metadata={
        "description": f"the game the edition plays, by kind id: {_GAMES}"})
    title = fields.String(required=True)
    source = fields.String(required=True)
    summary = fields.String(required=True)
    players = fields.Nested(PlayersRange, required=True, metadata={
        "description": "{min, max} racks at the table: players, or the two teams when a Swedish "
                       "team shares one rack (options teams and team_rack: shared)"})
    options = fields.Raw(required=True, metadata={
        "description": "every option under its API name; Super Rack-O has only target, the wins "
                       "needed (default 1)",
        "anyOf": [{"$ref": "#/components/schemas/Options"}, {"$ref": "#/components/schemas/SuperOptions"}]})


class RulesetDetailSchema(RulesetSchema):
    rules = fields.List(fields.Nested(RuleSchema), required=True)
