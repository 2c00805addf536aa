"""Rulesets and the rule catalogue."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from racko_api.core.traits import RoundForm, ScoreUnit
from racko_api.games.kinds import RULESET_IDS

from .families import OneOfRegistered, game_ids


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


class RackShape(Schema):
    sides = fields.Integer(required=True, metadata={
        "description": "1, or 2 for a double rack (blue and red)"})
    slots = fields.Integer(required=True, metadata={"description": "slots on each side"})


class TraitsSchema(Schema):
    score_unit = fields.String(required=True, validate=validate.OneOf([u.value for u in ScoreUnit]),
                               metadata={"description": "what a sheet's totals count: points, or wins "
                                                        "(won rounds), as a table's score_unit"})
    rack = fields.Nested(RackShape, required=True)
    wilds = fields.Boolean(required=True, metadata={"description": "whether the deck has wild cards"})
    round_forms = fields.List(
        fields.String(validate=validate.OneOf([f.value for f in RoundForm])), required=True, metadata={
            "description": "how a sheet takes a round: racks (every rack, slot by slot), scoring_cards "
                           "(quick entry: how many cards score), winner (who won it), winner_rack (who "
                           "won, with the winner's rack to check)"})
class RulesetSchema(Schema):
    id = fields.String(required=True, metadata={"example": RULESET_IDS[0]})
    game = fields.String(required=True, validate=OneOfRegistered(game_ids), metadata={
        "description": "the game the edition plays, by kind id; `traits` say what differs between "
                       "games (whether a sheet counts points or won rounds, the rack, wilds)"})
    title = fields.String(required=True)
    source = fields.String(required=True)
    summary = fields.String(required=True)
    players = fields.Nested(PlayersRange, required=True, metadata={
        "description": "{min, max} racks at the table: players, or the two teams where the "
                       "edition's options let a team share one rack (teams, with team_rack: shared)"})
    options = fields.Raw(required=True, metadata={
        "description": "every option the edition takes, under its API name, with its value there; "
                       "where `traits.score_unit` is wins, target is the won rounds needed",
        "anyOf": [{"$ref": "#/components/schemas/Options"}, {"$ref": "#/components/schemas/SuperOptions"}]})
    traits = fields.Nested(TraitsSchema, required=True, metadata={
        "description": "what differs between the games for the people at the table"})


class RulesetDetailSchema(RulesetSchema):
    rules = fields.List(fields.Nested(RuleSchema), required=True)
