"""Tables: friends who play together, their players, their sheets and their statistics."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from racko_api.games.kinds import LARGEST_TARGET, RULESET_IDS

from ...services.tables import MAX_PLAYERS, MAX_SHEETS, SHEETS_LISTED
from .common import Name, OptionsSchema
from .families import OneOfRegistered, game_ids, ruleset_ids
from .scoresheets import SheetCreatedOut

PLAYER_ID = {"description": "a player's id at the table (1, 2, ...): it stays when the player is "
                            "renamed", "example": 1}


def _player_id(**kwargs: Any) -> fields.Integer:
    return fields.Integer(strict=True, validate=validate.Range(1, MAX_PLAYERS), metadata=PLAYER_ID,
                          **kwargs)


def _names(low: int) -> fields.List[Any]:
    return fields.List(Name(metadata={"description": "a player's name, unique at the table whatever its "
                                                     "case (Ann, ann)",
                                      "example": "Ann"}),
                       required=True, validate=validate.Length(low, MAX_PLAYERS), metadata={
        "description": f"unique names, at most {MAX_PLAYERS} at a table; each gets the next id",
        "example": ["Ann", "Bo", "Cy"], "uniqueItems": True})


class TableIn(Schema):
    name = Name(60, required=True, metadata={"description": "what the friends call their table",
                                             "example": "Thursday night"})
    players = _names(1)


class PlayersIn(Schema):
    players = _names(1)


class PlayerIn(Schema):
    name = Name(required=True, metadata={"description": "the player's new name, unique at the table "
                                                      "whatever its case",
                                         "example": "Annie"})


class TableSheetIn(Schema):
    ruleset = fields.String(required=True, validate=OneOfRegistered(ruleset_ids), metadata={
        "description": "as for a scoresheet", "example": RULESET_IDS[0]})
    options = fields.Nested(OptionsSchema, metadata={"description": "as for a scoresheet"})
    players = fields.List(_player_id(), required=True, validate=validate.Length(2, 4), metadata={
        "description": "2-4 of the table's player ids, in seat order", "example": [1, 2],
        "uniqueItems": True})
    teams = fields.List(fields.List(_player_id(), validate=validate.Length(equal=2)),
                        validate=validate.Length(equal=2), metadata={
        "description": "partners rulesets: two teams of two, by player id", "example": [[1, 3], [2, 4]]})
    target = fields.Integer(strict=True, validate=validate.Range(1, LARGEST_TARGET), metadata={
        "description": "as for a scoresheet"})


class TableQuery(Schema):
    limit = fields.Integer(strict=False, load_default=SHEETS_LISTED, validate=validate.Range(1, 1000),
                           metadata={"description": f"how many of the newest sheets to list "
                                                    f"(default {SHEETS_LISTED})"})


class TablePlayerOut(Schema):
    id = fields.Integer(required=True, metadata=PLAYER_ID)
    name = fields.String(required=True)


class TableSheetPlayerOut(TablePlayerOut):
    total = fields.Integer(required=True, metadata={
        "description": "points; on a sheet that counts wins, rounds won"})


class TableSheetOut(Schema):
    id = fields.String(required=True, metadata={"description": "the sheet's id: GET "
                                                "/v1/scoresheets/{id} for its rounds"})
    game = fields.String(required=True, validate=OneOfRegistered(game_ids))
    ruleset = fields.String(required=True)
    target = fields.Integer(required=True)
    round_count = fields.Integer(required=True)
    players = fields.List(fields.Nested(TableSheetPlayerOut), required=True, metadata={
        "description": "in seat order, named as the table names them now"})
    winner = fields.String(required=True, allow_none=True, metadata={
        "description": "the winner as the sheet names them (a player or a team), or null"})
    winners = fields.List(fields.Integer(), required=True, metadata={
        "description": "the ids of the players who won (both partners of a winning team); "
                       "empty while the game is open"})
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    updated_at = fields.String(required=True, metadata={"format": "date-time"})


class TableOut(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    players = fields.List(fields.Nested(TablePlayerOut), required=True)
    sheet_count = fields.Integer(required=True, metadata={
        "description": f"every sheet made for the table (at most {MAX_SHEETS:,})"})
    sheets = fields.List(fields.Nested(TableSheetOut), required=True, metadata={
        "description": "the newest sheets first (see `limit`)"})
    version = fields.Integer(required=True, metadata={"description": "the ETag's number; it moves "
                                                      "on with every write to the table or its sheets"})
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    updated_at = fields.String(required=True, metadata={"format": "date-time"})


class TableCreatedOut(TableOut):
    edit_token = fields.String(required=True, metadata={
        "description": "shown once: Authorization: Bearer <edit_token> adds and renames players "
                       "and makes sheets for the table"})
    read_url = fields.String(required=True, metadata={
        "description": "where anyone with the link reads the table (no token needed)",
        "example": "/v1/tables/3q2bJ7rXo1Dd0bqT"})


class TableSheetCreatedOut(SheetCreatedOut):
    """The new sheet, with its own edit token (shown once) for its rounds."""


class HeadToHeadOut(Schema):
    opponent = fields.Integer(required=True, metadata=PLAYER_ID)
    name = fields.String(required=True)
    games = fields.Integer(required=True, metadata={"description": "games both played"})
    won = fields.Integer(required=True, metadata={"description": "of them, games this player won"})
    lost = fields.Integer(required=True, metadata={"description": "of them, games the opponent won "
                                                   "(partners who won together count in both)"})


class PlayerStatsOut(Schema):
    id = fields.Integer(required=True, metadata=PLAYER_ID)
    name = fields.String(required=True)
    games = fields.Integer(required=True, metadata={"description": "sheets played, finished or not"})
    won = fields.Integer(required=True, metadata={"description": "games won (a Super Rack-O game "
                                                  "by its wins, a partners game with the partner)"})
    rounds = fields.Integer(required=True, metadata={"description": "rounds played, both games"})
    scored_rounds = fields.Integer(required=True, metadata={
        "description": "Rack-O rounds (scored in points; Super Rack-O rounds are won, not scored)"})
    points = fields.Integer(required=True, metadata={"description": "Rack-O points in all"})
    average_points = fields.Float(required=True, allow_none=True, metadata={
        "description": "points a Rack-O round, to one decimal; null without one"})
    rack_os = fields.Integer(required=True, metadata={"description": "Rack-O rounds gone out"})
    super_rack_os = fields.Integer(required=True, metadata={
        "description": "Super Rack-O rounds won (SUPER RACK-O! called)"})
    best_round = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the most points in one Rack-O round"})
    longest_run = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the longest run of a full rack typed in (quick entries have none)"})
    wins_by_edition = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True,
                                  metadata={"description": "games won by ruleset id",
                                            "example": {RULESET_IDS[0]: 3, RULESET_IDS[-1]: 1}})
    head_to_head = fields.List(fields.Nested(HeadToHeadOut), required=True, metadata={
        "description": "every other player met at a sheet, by id"})


class TableStatsOut(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "the table's version (ETag)"})
    players = fields.List(fields.Nested(PlayerStatsOut), required=True)
