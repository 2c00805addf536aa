"""Scoresheets: create a sheet, add, replace and undo rounds, read the running totals."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate
from marshmallow.types import UnknownOption

from racko_api.core.forms import FormFamily
from racko_api.core.words import Text, tr
from racko_api.games.kinds import LARGEST_TARGET, RULESET_IDS, AnyKind

from .cards import SuperRackText
from .common import (
    Name,
    OptionsSchema,
    PlainLoad,
    RackField,
    ReasonSchema,
    SlotSchema,
    is_plain_count,
    is_plain_name,
    plain_rack,
)
from .double_rack import SideField
from .families import OneOfRegistered, game_ids, most_wins_needed, ruleset_ids
from .forms import ByRuleset

MAX_TARGET = LARGEST_TARGET  # points
MAX_WINS_NEEDED = most_wins_needed()  # won rounds, over the games whose sheets count wins


def _name(description: str = "a player's name, unique in the sheet whatever its case (Ann, ann)",
          **kwargs: Any) -> fields.String:
    return Name(metadata={"description": description, "example": "Ann"}, **kwargs)


class SheetIn(Schema):
    ruleset = fields.String(required=True, validate=OneOfRegistered(ruleset_ids), metadata={
        "description": "a ruleset id; GET /v1/rulesets gives each one's score_unit: points (each "
                       "round is scored in points) or wins (rounds are won: the sheet counts wins)",
        "example": RULESET_IDS[0]})
    options = fields.Nested(OptionsSchema, metadata={"description": "house rules; where the "
                                                     "ruleset counts wins, only `target` (the wins "
                                                     "needed)"})
    players = fields.List(_name(), required=True, validate=validate.Length(2, 4), metadata={
        "description": "2-4 unique names in seat order. Teams that share a rack (a ruleset whose "
                       "team_rack is shared, with options teams: true) play as one player each: "
                       "give the two teams' names here (e.g. \"Ann & Bo\"); every round takes "
                       "one entry per team", "example": ["Ann", "Bo"], "uniqueItems": True})
    teams = fields.List(fields.List(_name(), validate=validate.Length(equal=2)),
                        validate=validate.Length(equal=2), metadata={
        "description": "partners rulesets (a rack each): two teams of two (default: seats 1+3 "
                       "against 2+4); not for Swedish teams, which are named in players",
        "example": [["Ann", "Cy"], ["Bo", "Di"]]})
    target = fields.Integer(strict=True, validate=validate.Range(1, MAX_TARGET), metadata={
        "description": f"points that end the game (default: the ruleset's; at most {MAX_TARGET:,})"
                       + ("" if MAX_WINS_NEEDED is None else
                          f"; where the ruleset counts wins, the won rounds that win it (default 1, "
                          f"at most {MAX_WINS_NEEDED})")})


class EntryIn(Schema):
    player = _name("a player of the sheet (a team's name where a Swedish team shares a rack)",
                   required=True)
    rack = RackField(allow_empty=True)
    scoring_cards = fields.Integer(strict=True, validate=validate.Range(0, 10), metadata={
        "description": "quick entry instead of the rack: how many cards score"})
    run = fields.Integer(strict=True, validate=validate.Range(1, 10), metadata={
        "description": "quick entry of the player who went Rack-O: the longest run, for a run bonus "
                       "(R-BONUS) and, where going Rack-O needs a run of 3 (R-RUN3, two players), "
                       "to have that checked: without it the answer says R-RUN3 went unchecked. "
                       "Where neither applies it is ignored, and a reason says so. "
                       "With run_bonus_from: team, a partner's quick entry may state its run too"})


class RoundIn(PlainLoad):
    """A Rack-O round: every player's rack (or quick entry), scored in points."""

    rack_o = _name("who went Rack-O; may be omitted when only one rack can be")
    entries = fields.List(fields.Nested(EntryIn), required=True, validate=validate.Length(2, 4),
                          metadata={"description": "one entry per player, in any order"})

    def plain(self, data: object) -> dict[str, Any] | None:
        return plain_round(data)


ROUND_KEYS = frozenset(("rack_o", "entries"))
ENTRY_KEYS = frozenset(("player", "rack", "scoring_cards", "run"))


def _plain_entry(entry: object) -> dict[str, Any] | None:
    if type(entry) is not dict or not entry.keys() <= ENTRY_KEYS or not is_plain_name(entry.get("player")):
        return None
    loaded: dict[str, Any] = {"player": entry["player"]}
    if "rack" in entry:
        rack = plain_rack(entry["rack"])
        if rack is None:
            return None
        loaded["rack"] = rack
    for name, lowest in (("scoring_cards", 0), ("run", 1)):
        if name in entry:
            if not is_plain_count(entry[name], lowest, 10):
                return None
            loaded[name] = entry[name]
    return loaded


def plain_round(data: object) -> dict[str, Any] | None:
    """What RoundIn's fields load from a round of plain names and whole numbers, nothing unknown."""
    if type(data) is not dict or not data.keys() <= ROUND_KEYS:
        return None
    entries = data.get("entries")
    if type(entries) is not list or not 2 <= len(entries) <= 4:
        return None
    loaded: dict[str, Any] = {}
    if "rack_o" in data:
        if not is_plain_name(data["rack_o"]):
            return None
        loaded["rack_o"] = data["rack_o"]
    typed = [_plain_entry(entry) for entry in entries]
    if any(entry is None for entry in typed):
        return None
    loaded["entries"] = typed
    return loaded


class DoubleRackSchema(Schema):
    blue = SideField("blue")
    red = SideField("red")


class WonRoundIn(Schema):
    """A Super Rack-O round: who called SUPER RACK-O! and won it (the rulebook gives no points)."""

    winner = _name("the player who won the round", required=True)
    rack = fields.Nested(DoubleRackSchema, metadata={
        "description": "the winner's double rack, if typed in: it must be a Super Rack-O (S-WIN); "
                       "its wilds may be named (\"BW=17\", S-WILD)"})


class RoundForms(ByRuleset):
    """A Rack-O round ({rack_o?, entries}) or a Super Rack-O round ({winner, rack?}): the sheet's
    game says which it takes, and a field of the other is refused, naming the sheet it goes with.

    At the door (`load`) only a JSON object is asked for: the sheet is not read yet. The service,
    once the sheet is at hand, reads the round in its game's form (`load_for`)."""

    by_family = {FormFamily.SINGLE_RACK: RoundIn, FormFamily.DOUBLE_RACK: WonRoundIn}

    def misplaced(self, field: str, kind: AnyKind) -> Text:
        return tr("{field} goes with a {game} sheet, not with this one", field=field, game=kind.name)

    def load(self, data: Any, *, many: bool | None = None, partial: Any = None,
             unknown: UnknownOption | None = None) -> Any:
        if not isinstance(data, Mapping):
            raise ValidationError({"_schema": [self.error_messages["type"]]})
        return dict(data)

    def load_for(self, kind: AnyKind, data: Mapping[str, Any]) -> dict[str, Any]:
        """The round as `kind`'s sheet takes it (ValidationError naming each bad field)."""
        # One instance of each form (made once): a schema made per request copies all its fields.
        form = self.form_schemas.get(kind.id) or self.forms()[kind.id]()
        try:
            loaded: dict[str, Any] = form.load(data)
        except ValidationError as exc:
            raise ValidationError(self._explain(form, data, exc.messages)) from None
        return loaded


class PlayerTotalSchema(Schema):
    name = fields.String(required=True)
    total = fields.Integer(required=True, metadata={
        "description": "points; on a sheet that counts wins, rounds won"})


class TeamTotalSchema(Schema):
    name = fields.String(required=True, metadata={"example": "Ann & Cy"})
    players = fields.List(fields.String(), required=True)
    total = fields.Integer(required=True)


class EntryOut(Schema):
    player = fields.String(required=True)
    rack = fields.List(fields.Integer(allow_none=True))
    scoring_cards = fields.Integer()
    run = fields.Integer()


class PlayerRoundSummary(Schema):
    """A player's round: Rack-O sheets give `points`, `rack_o` and `bonus`; Super Rack-O sheets
    `won` and `wins` (1 or 0)."""

    player = fields.String(required=True)
    total = fields.Integer(required=True, metadata={
        "description": "running total after this round: points, or on a sheet that counts wins, wins"})
    points = fields.Integer(metadata={"description": "sheets scored in points: the round's points"})
    rack_o = fields.Boolean(metadata={"description": "sheets scored in points: this player went Rack-O"})
    bonus = fields.Integer(metadata={"description": "sheets scored in points: the run bonus (R-BONUS)"})
    won = fields.Boolean(metadata={"description": "sheets that count wins: this player won the round"})
    wins = fields.Integer(metadata={"description": "sheets that count wins: the wins the round gave "
                                    "(1 for its winner, else 0)"})


class PlayerRoundOut(PlayerRoundSummary):
    longest_run = fields.Integer(allow_none=True, metadata={
        "description": "sheets scored in points: null for a quick entry"})
    slots = fields.List(fields.Nested(SlotSchema), allow_none=True, metadata={
        "description": "sheets scored in points: slot by slot; null for a quick entry"})
    reasons = fields.List(fields.Nested(ReasonSchema), required=True)


class TeamRoundOut(TeamTotalSchema):
    points = fields.Integer(required=True)


class RoundSummaryOut(Schema):
    """A round as the sheet lists it; GET .../rounds/{number} has the slot-by-slot detail."""

    number = fields.Integer(required=True, metadata={"description": "1 for the first round"})
    rack_o = fields.String(metadata={"description": "sheets scored in points: who went Rack-O"})
    entries = fields.List(fields.Nested(EntryOut), metadata={
        "description": "sheets scored in points: what was typed in"})
    round_winner = fields.String(metadata={
        "description": "sheets that count wins: who won the round (`winner` is the game's)"})
    rack = fields.Nested(SuperRackText, allow_none=True, metadata={
        "description": "sheets that count wins: the winner's double rack as typed, or null"})
    players = fields.List(fields.Nested(PlayerRoundSummary), required=True)
    teams = fields.List(fields.Nested(TeamRoundOut), required=True,
                        metadata={"description": "empty unless partners play"})


class RoundOut(RoundSummaryOut):
    """A round with every player's points slot by slot and the rules that gave them."""

    players = fields.List(fields.Nested(PlayerRoundOut), required=True)


class StandingSchema(Schema):
    leaders = fields.List(fields.String(), required=True, metadata={
        "description": "the highest total (players, or teams when partners play); several when tied"})
    winner = fields.String(required=True, allow_none=True, metadata={
        "description": "null until someone reaches the target with the highest total (R-TARGET)"})
    tie_at_target = fields.Boolean(required=True, metadata={
        "description": "the target is reached but the highest totals are tied: play on"})


class RoundAddedOut(StandingSchema, RoundOut):
    """A round just added, and the standing after it."""


class SheetTableSchema(Schema):
    id = fields.String(required=True, metadata={"description": "the table the sheet was made for"})
    player_ids = fields.List(fields.Integer(), required=True, metadata={
        "description": "the table's player id at each seat, in seat order"})


class SheetHeadFields(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True, validate=OneOfRegistered(game_ids), metadata={
        "example": game_ids()[0], "description": "the kind of game the sheet scores (GET /v1/rulesets gives "
                                                 "its score_unit: points are added, or won "
                                                 "rounds counted)"})
    ruleset = fields.String(required=True)
    options = fields.Nested(OptionsSchema, required=True, metadata={
        "description": "house-rule options as given"})
    target = fields.Integer(required=True, metadata={
        "description": "points that end the game; on a sheet that counts wins, the wins needed"})
    players = fields.List(fields.Nested(PlayerTotalSchema), required=True)
    teams = fields.List(fields.Nested(TeamTotalSchema), required=True)
    round_count = fields.Integer(required=True, metadata={
        "description": "rounds played; a sheet holds at most 2,000"})
    version = fields.Integer(required=True, metadata={"description": "the ETag's number"})
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    updated_at = fields.String(required=True, metadata={"format": "date-time"})
    table = fields.Nested(SheetTableSchema, metadata={
        "description": "only on a sheet made for a table (POST /v1/tables/{table_id}/sheets)"})


class SheetFields(SheetHeadFields):
    rounds = fields.List(fields.Nested(RoundSummaryOut), required=True)


class SheetOut(StandingSchema, SheetFields):
    """A sheet, and who leads or has won."""


class RoundCorrectedOut(StandingSchema, SheetHeadFields):
    """A corrected round (with the running totals after it) and the sheet's new totals and
    standing; the other rounds are not repeated (GET the sheet for them)."""

    round = fields.Nested(RoundOut, required=True)


class SheetCreatedOut(SheetOut):
    edit_token = fields.String(required=True, metadata={
        "description": "shown once: send it as Authorization: Bearer <edit_token> to change the sheet"})


# --- the sheet's event log ------------------------------------------------------------------------

class SheetEventsQuery(Schema):
    after = fields.Integer(strict=False, load_default=0, validate=validate.Range(0, 10**9), metadata={
        "description": "the last event number already held (0: from the start)"})


class SheetEventOut(Schema):
    seq = fields.Integer(required=True, metadata={"description": "the event's number, from 1; "
                                                  "a stream's `id:`"})
    type = fields.String(required=True, validate=validate.OneOf(
        ["round_added", "round_corrected", "round_undone", "game_won"]))
    round = fields.Integer(required=True, metadata={"description": "the round added, corrected, "
                                                    "undone, or that won the game"})
    version = fields.Integer(required=True, metadata={"description": "the sheet's version after it"})
    round_count = fields.Integer(metadata={"description": "rounds on the sheet after it (not on "
                                           "game_won)"})
    players = fields.List(fields.Nested(PlayerTotalSchema), metadata={
        "description": "each player's total after it (not on game_won)"})
    winner = fields.String(allow_none=True, metadata={"description": "who has won then, or null"})
    leaders = fields.List(fields.String(), metadata={
        "description": "the highest total then, as the sheet's `leaders` (not on game_won)"})
    tie_at_target = fields.Boolean(metadata={
        "description": "the target is reached but the highest totals are tied (not on game_won)"})
    summary = fields.Nested(RoundSummaryOut, metadata={
        "description": "round_added and round_corrected: the round as the sheet's `rounds` lists "
                       "it, with the running totals after it, so a follower shows it without "
                       "reading the sheet"})


class SheetEventsOut(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    after = fields.Integer(required=True)
    last = fields.Integer(required=True, metadata={"description": "the number of the last event sent"})
    more = fields.Boolean(required=True, metadata={"description": "more events follow: ask again "
                                                   "with after=last"})
    events = fields.List(fields.Nested(SheetEventOut), required=True)
