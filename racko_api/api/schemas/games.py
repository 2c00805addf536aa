"""Virtual games: create a table, read it, a seat's view, actions, the event log.

A game is a Rack-O edition (any preset, with house-rule options) or Super Rack-O; the
`ruleset` of a new game says which, and the table and views have that game's shape.
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from racko_api.core.deals.chain import CONTRIBUTION_CHARS
from racko_api.core.forms import FormFamily
from racko_api.core.plays import Pile

from .actions import DOUBLE_RACK_ACTIONS, SINGLE_RACK_ACTIONS
from .cards import GameCard, RackOfEither, SuperRackText
from .common import PRESET_IDS, TYPED_TEXT_PATTERN, Name, OptionsSchema, StrictBool, typed_text
from .double_rack import DOUBLE_RACK_RULESETS, SuperOptionsSchema
from .events import EVENTS, ContributionOut
from .families import OneOfRegistered, action_types, bot_names, game_ids, kinds_of
from .forms import ByRuleset
from .polymorphic import OneOf

MAX_SEED = 2**53 - 1  # a whole number every JSON client can hold exactly
SINGLE_RACK_GAMES = [k.id for k in kinds_of(FormFamily.SINGLE_RACK)]
DOUBLE_RACK_GAMES = [k.id for k in kinds_of(FormFamily.DOUBLE_RACK)]


def Card(**kwargs: object) -> fields.Integer:  # noqa: N802 - a field factory reads like a type
    """A card number, or null (an empty or unseen slot)."""
    return fields.Integer(allow_none=True, **kwargs)  # type: ignore[arg-type]


def _name() -> fields.String:
    return Name(required=True, metadata={"description": "the player's name, or the team's where a "
                                                    "team shares one rack", "example": "Ann"})


class SeatIn(Schema):
    name = _name()
    bot = fields.String(validate=OneOfRegistered(bot_names), metadata={
        "description": "a computer player, in both games: random, basic, strong or expert; "
                       "leave it out for a person's seat"})


def _seats() -> fields.List[Any]:
    return fields.List(fields.Nested(SeatIn), required=True, validate=validate.Length(2, 4), metadata={
        "description": "2-4 seats in clockwise order, one per rack; at least one seat is a person's. "
                       "A ruleset whose options give teams: true (GET /v1/rulesets) seats 4: seats 0 "
                       "and 2 against 1 and 3, each with a rack; where team_rack is shared as well, "
                       "it seats 2: one seat per team, named for the team, whose one token every "
                       "member of the team shares to act for its rack",
        "example": [{"name": "Ann"}, {"name": "Bot", "bot": "strong"}]})


def _hot_seat() -> fields.Boolean:
    return StrictBool(metadata={
        "description": "true: one device holds every seat, and the answer gives every person's "
                       "seat token. false (the default): the answer gives the creator (the first "
                       "person's seat) its token and every other person's seat a single-use "
                       "`invitation`, to pass on; whoever claims it (POST /v1/games/{id}/join) gets "
                       "that seat's token, which the creator never sees. Bots need no invitation"})


def _seed() -> fields.Integer:
    return fields.Integer(strict=True, validate=validate.Range(0, MAX_SEED), metadata={
        "description": "tests and replays only: a server with the setting FIXED_DEAL_SEEDS deals "
                       "every round from this seed (the table then says `fixed_seed: true`); any "
                       "other server refuses it (422). Leave it out: each round is dealt from a "
                       "secret seed the table commits to (see POST /v1/deals/verify)"})


class RackOGameIn(Schema):
    """A Rack-O game: a preset and house-rule options."""

    ruleset = fields.String(required=True, validate=validate.OneOf(PRESET_IDS),
                            metadata={"description": "a Rack-O preset", "example": PRESET_IDS[0]})
    options = fields.Nested(OptionsSchema)
    seats = _seats()
    first_player = fields.Integer(strict=True, validate=validate.Range(0, 3), metadata={
        "description": "optional: the seat (0-based, in `seats` order) that starts round 1, where the "
                       "youngest player starts (option first_dealer: youngest, as in the Swedish "
                       "presets): the table names its youngest. Left out there, a seat "
                       "is drawn at random; the first_dealer event and the table's first_dealer say "
                       "which (`start`: named or drawn). Any other ruleset draws its first dealer by "
                       "cards and the player left of the dealer starts: it refuses first_player (422, "
                       "R-DEAL), as it does a seat the table does not have",
        "example": 1})
    hot_seat = _hot_seat()
    seed = _seed()


class SuperGameIn(Schema):
    """A Super Rack-O game."""

    ruleset = fields.String(required=True, validate=validate.OneOf(DOUBLE_RACK_RULESETS))
    options = fields.Nested(SuperOptionsSchema)
    seats = _seats()
    hot_seat = _hot_seat()
    seed = _seed()


class GameForms(ByRuleset):
    """A Rack-O game (a preset ruleset) or a Super Rack-O game (ruleset super-rack-o)."""

    by_family = {FormFamily.SINGLE_RACK: RackOGameIn, FormFamily.DOUBLE_RACK: SuperGameIn}


class ActionIn(Schema):
    """One action of the seat whose token is sent; `legal_actions` of a view lists them as they are posted."""

    type = fields.String(required=True, validate=OneOfRegistered(action_types), metadata={
        "description": "an action the table's game reads: the seat's view lists those it may post "
                       "now (`legal_actions`); the enum gives every registered game's, and a game "
                       "refuses one it does not read"})
    slot = fields.Raw(metadata={
        "description": "exchange and place on a single rack (the ruleset's traits: rack.sides 1): "
                       "a slot label 5..50; exchange (and optionally play_reverse) on a double rack "
                       "(rack.sides 2): {side, row}",
        "oneOf": [{"type": "integer", "enum": list(range(5, 55, 5))},
                  {"type": "object", "properties": {"side": {"type": "string", "enum": ["blue", "red"]},
                                                    "row": {"type": "integer", "minimum": 1,
                                                            "maximum": 8}},
                   "required": ["side", "row"]}]})
    target_seat = fields.Integer(strict=True, validate=validate.Range(0, 3),
                                 metadata={"description": "play_swap: the opponent"})
    row = fields.Integer(strict=True, validate=validate.Range(1, 8),
                         metadata={"description": "play_swap and play_reverse: the row"})


class ViewQuery(Schema):
    seat = fields.Integer(strict=False, validate=validate.Range(0, 3), metadata={
        "description": "optional: the seat asked for; it must be the token's own (403 otherwise)"})


class EventsQuery(Schema):
    after = fields.Integer(strict=False, load_default=0, validate=validate.Range(0, 10**9), metadata={
        "description": "the last event number already held (0: from the start)"})


# --- answers ------------------------------------------------------------------------------------------

class SeatOut(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    bot = fields.String(required=True, allow_none=True, metadata={"description": "null: a person"})
    waiting = fields.Boolean(required=True, metadata={
        "description": "true while the seat's invitation has not been claimed: its player has not "
                       "joined yet"})


class NewSeatOut(SeatOut):
    token = fields.String(metadata={
        "description": "the creator's seat (the first person's), or with hot_seat every person's "
                       "seat; shown once: send it as Authorization: Bearer <token>"})
    invitation = fields.String(metadata={
        "description": "every other person's seat (without hot_seat), shown once: a single-use "
                       "code to pass on to that seat's player, who claims it with POST "
                       "/v1/games/{id}/join and gets the seat's token"})


def contribution_field(**kwargs: Any) -> fields.String:
    return fields.String(validate=[validate.Length(1, CONTRIBUTION_CHARS), typed_text], metadata={
        "description": "a text of your own (1-256 characters, best random: 16 or more bytes from "
                       "your own source) mixed into the seed of every round dealt after it, so the "
                       "server cannot choose the deal: see docs/deals.md; once per seat; the same "
                       "characters are refused as in a name. Round 1 "
                       "is dealt once the creator's seat and every invited seat have given theirs",
        "example": "e3b98a4da31a127d4bde6e43033f66ba", "pattern": TYPED_TEXT_PATTERN}, **kwargs)


class JoinIn(Schema):
    invitation = fields.String(required=True, validate=validate.Length(1, 128), metadata={
        "description": "the invitation the game's creator passed on"})
    contribution = contribution_field(required=True)


class ContributeIn(Schema):
    contribution = contribution_field(required=True)


WAITING_FOR_DOC = {"description": "the seats round 1 still waits for; empty once it is dealt"}
PHASE_DOC = {"description": "`waiting` until every awaited seat has contributed; then round 1 is "
                            "dealt and bots have played up to a person's turn"}


class ContributedOut(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    contribution = fields.String(required=True)
    phase = fields.String(metadata=PHASE_DOC)
    waiting_for = fields.List(fields.Integer(), metadata=WAITING_FOR_DOC)


class JoinedOut(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    token = fields.String(required=True, metadata={
        "description": "the seat's token, shown only to whoever claimed the invitation, this once: "
                       "send it as Authorization: Bearer <token>"})
    contributed = fields.Boolean(metadata={"description": "true: the claim carried the seat's "
                                                          "`contribution` (every claim does)"})
    phase = fields.String(metadata=PHASE_DOC)
    waiting_for = fields.List(fields.Integer(), metadata=WAITING_FOR_DOC)


class DealCommitmentOut(Schema):
    round = fields.Integer(required=True)
    commitment = fields.String(required=True, metadata={
        "description": "SHA-256 (hex) of the round's secret seed text, shown before its first move"})


class RevealedDealOut(DealCommitmentOut):
    seed = fields.String(required=True, metadata={
        "description": "the round's seed text, shown once the round is over: its SHA-256 is the "
                       "commitment, and POST /v1/deals/verify recomputes the deal from it"})
    server_seed = fields.String(metadata={
        "description": "the round's link of the game's seed chain (`deal_chain`), from which the "
                       "seed text was made with the contributions; absent for a game made before "
                       "seed chains"})


class DealChainOut(Schema):
    commitment = fields.String(required=True, metadata={
        "description": "the chain's public end x_0: SHA-256 applied `round` times to round "
                       "`round`'s server seed gives it (docs/deals.md)"})
    length = fields.Integer(required=True, metadata={"description": "the rounds the chain can deal"})


class WinnerOut(Schema):
    """Who won the game: the winning seats, and their team when partners play (else null)."""

    seats = fields.List(fields.Integer(), required=True, metadata={"description": "one seat, or a "
                        "team's seats; several when a tie is played out (R-TARGET)"})
    team = fields.Integer(required=True, allow_none=True)


class HoldingOut(Schema):
    """The seat holding a card it took, and where from; the card only if it was face up."""

    seat = fields.Integer(required=True)
    source = fields.String(required=True, validate=validate.OneOf([p.value for p in Pile]))
    card = GameCard("the card taken from the discard pile; absent for a stock card")


class DeckOut(Schema):
    """The cards in play: number cards from `low` to `high`, `cards` in all, as the game's deck
    rule says (GET /v1/rulesets/{id} gives it)."""

    low = fields.Integer(required=True)
    high = fields.Integer(required=True)
    cards = fields.Integer(required=True)


class FirstDealerOut(Schema):
    """How the first dealer was chosen: the cut's cards, or a seat drawn."""

    method = fields.String(required=True)
    dealer = fields.Integer(required=True)
    note = fields.String(required=True)
    cards = fields.List(fields.Integer(), metadata={"description": "Rack-O: the card each seat cut"})
    first_player = fields.Integer(metadata={"description": "Rack-O: the seat that starts round 1"})
    start = fields.String(validate=validate.OneOf(["named", "drawn", "left_of_dealer"]), metadata={
        "description": "Rack-O: how the seat that starts round 1 was chosen: named by the table "
                       "(first_player, where the youngest starts), drawn at random (the youngest "
                       "starts and the table named nobody), or left of the dealer (R-TURN); absent "
                       "for a game made before it was recorded"})


class FinishedRoundOut(Schema):
    """A finished round: its winner, each seat's score (in `score_unit`) and every rack; a Rack-O
    round also keeps how it was won and its points."""

    round = fields.Integer(required=True)
    dealer = fields.Integer(required=True)
    winner = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the seat that won the round; null for a round that ended with no winner "
                       "(one that reached its turn limit, R-TURN-LIMIT)"})
    scores = fields.List(fields.Integer(), required=True, metadata={"description": "per seat"})
    racks = fields.List(RackOfEither(), required=True, metadata={
        "description": "every rack as the round ended"})
    turns = fields.Integer(required=True)
    rack_o = fields.Integer(allow_none=True, metadata={
        "description": "Rack-O: the seat that went Rack-O (winner); null when nobody did"})
    ended_by = fields.String(validate=validate.OneOf(["rack_o", "turn_limit"]), metadata={
        "description": "Rack-O: how the round ended: a Rack-O (R-RACKO) or the turn limit, every rack "
                       "scored as a loser's (R-TURN-LIMIT)"})
    called = fields.Boolean(metadata={"description": "Rack-O: Rack-O was called (R-WAIT)"})
    points = fields.List(fields.Integer(), metadata={"description": "Rack-O: per seat (scores)"})
    bonus = fields.Integer(metadata={"description": "Rack-O: the run bonus scored (R-BONUS)"})
    team_points = fields.List(fields.Integer(), allow_none=True, metadata={
        "description": "Rack-O partners: per team"})


class ScoresOut(Schema):
    """The finished rounds and the totals per seat (per team, too, with partners)."""

    rounds = fields.List(fields.Nested(FinishedRoundOut), required=True)
    totals = fields.List(fields.Integer(), required=True, metadata={"description": "per seat"})
    team_totals = fields.List(fields.Integer(), required=True, allow_none=True)


class PendingSwapOut(Schema):
    """A swap played and not yet answered."""

    swapper = fields.Integer(required=True)
    target = fields.Integer(required=True, metadata={"description": "the seat it is aimed at"})
    row = fields.Integer(required=True)
    reverses = fields.Integer(required=True, metadata={
        "description": "how many reverse cards answered it so far"})


class _Head(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "the ETag's number; it changes "
                                                      "with every accepted action"})
    seats = fields.List(fields.Nested(SeatOut), required=True)
    fixed_seed = fields.Boolean(required=True, metadata={
        "description": "true only for a game dealt from a seed its creator gave, under a test "
                       "setting production does not use: such deals are not secret"})
    deal = fields.Nested(DealCommitmentOut, required=True, allow_none=True, metadata={
        "description": "the current round's {round, commitment}; null for a round dealt before "
                       "deals were verifiable"})
    deals = fields.List(fields.Nested(RevealedDealOut), required=True, metadata={
        "description": "every finished round's {round, commitment, seed, server_seed}, round 1 first"})
    deal_chain = fields.Nested(DealChainOut, required=True, allow_none=True, metadata={
        "description": "the game's chain of server seeds, committed when the game was made, before "
                       "any seat contributed; null for a game made before seed chains"})
    contributions = fields.List(fields.Nested(ContributionOut), required=True, metadata={
        "description": "each seat's contribution so far (POST /v1/games/{id}/contribution, or "
                       "`contribution` when claiming an invitation): mixed into every later deal"})
    waiting_for = fields.List(fields.Integer(), required=True, metadata={
        "description": "the seats whose contribution round 1 still waits for (phase `waiting`): "
                       "the creator's seat and every invited seat; empty once round 1 is dealt"})


class _Table(_Head):
    """What both games' tables carry under the same names, with the same meaning."""

    players = fields.Integer(required=True)
    deck = fields.Nested(DeckOut, required=True)
    first_dealer = fields.Nested(FirstDealerOut, required=True, allow_none=True, metadata={
        "description": "how the first dealer was chosen; null for a game stored before API 1.6 "
                       "without it"})
    round = fields.Integer(required=True)
    dealer = fields.Integer(required=True)
    turn = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the seat to play; null between rounds and at the end"})
    turns_this_round = fields.Integer(required=True, metadata={
        "description": "turns ended this round"})
    restocks_this_round = fields.Integer(required=True, metadata={
        "description": "times the discard pile became the stock this round (R-RESTOCK)"})
    target = fields.Integer(required=True, metadata={
        "description": "what ends the game, in score_unit: points, or won rounds where score_unit "
                       "is wins"})
    score_unit = fields.String(required=True, validate=validate.OneOf(["points", "wins"]), metadata={
        "description": "what scores and target count: points, or wins (won rounds); the ruleset's "
                       "traits.score_unit"})
    scores = fields.Nested(ScoresOut, required=True, metadata={
        "description": "each finished round with each seat's score and every rack, and the totals "
                       "per seat, in score_unit"})
    round_winner = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the seat that won this round, once it is over; else null (and null for a "
                       "round that ended with no winner, as one that reached its turn limit, "
                       "R-TURN-LIMIT)"})


class RackOTableOut(_Table):
    """The Rack-O table as everyone sees it: never a hidden card (open racks are public)."""

    game = fields.String(required=True, validate=validate.OneOf(SINGLE_RACK_GAMES))
    ruleset = fields.String(required=True)
    options = fields.Nested(OptionsSchema, required=True, metadata={"description": "every option in force"})
    house_rules = fields.List(fields.String(), required=True)
    phase = fields.String(required=True, validate=validate.OneOf(
        ["waiting", "draw", "holding", "round_over", "game_over"]))
    holding = fields.Nested(HoldingOut, required=True, allow_none=True)
    discard_top = Card(required=True)
    discard_pile = fields.List(fields.Integer(), required=True, metadata={
        "description": "bottom first; every card of it was seen face up"})
    stock_count = fields.Integer(required=True)
    seen_this_round = fields.List(fields.Integer(), required=True, metadata={
        "description": "every card that has been face up this round"})
    known_racks = fields.List(fields.List(Card()), required=True, metadata={
        "description": "per seat, the cards everyone saw go into each slot (null: not seen)"})
    racks = fields.List(fields.List(Card()), required=True, allow_none=True, metadata={
        "description": "every rack, when racks are open (R-OPEN); else null"})
    filled_slots = fields.List(fields.List(fields.Integer()), required=True, allow_none=True, metadata={
        "description": "quick start (R-QUICK): the slot labels that hold a card, per seat"})
    teams = fields.List(fields.List(fields.Integer()), required=True, allow_none=True)
    winner = fields.Nested(WinnerOut, required=True, allow_none=True, metadata={
        "description": "once someone reaches the target with the highest total (R-TARGET)"})


HAND = "the card this seat holds after taking one, else null"
LEGAL = "every action this seat may take now, each as it is posted"


class _SeatPart(Schema):
    seat = fields.Integer(required=True)
    can_call = fields.Boolean(required=True)


class RackOViewOut(_SeatPart, RackOTableOut):
    """What one seat sees: the table, its own rack and held card, and its legal actions."""

    rack = fields.List(Card(), required=True, metadata={
        "description": "10 slots, #5 first (all null while the game waits for its players)"})
    hand = Card(required=True, metadata={"description": HAND})
    legal_actions = fields.List(OneOf("type", SINGLE_RACK_ACTIONS), required=True,
                                metadata={"description": LEGAL})


class SuperTableOut(_Table):
    """The Super Rack-O table as everyone sees it; the names it shares with Rack-O mean the same."""

    game = fields.String(required=True, validate=validate.OneOf(DOUBLE_RACK_GAMES))
    ruleset = fields.String(required=True, validate=validate.OneOf(DOUBLE_RACK_RULESETS))
    options = fields.Nested(SuperOptionsSchema, required=True)
    phase = fields.String(required=True, validate=validate.OneOf(
        ["waiting", "draw", "holding", "name_swap", "swap_pending", "round_over", "game_over"]))
    holding = fields.Nested(HoldingOut, required=True, allow_none=True)
    pending_swap = fields.Nested(PendingSwapOut, required=True, allow_none=True)
    discard_pile = fields.List(fields.String(), required=True, metadata={
        "description": "bottom first; every card of it was seen face up"})
    discard_top = fields.String(required=True, allow_none=True)
    stock_count = fields.Integer(required=True, metadata={"description": "cards left in the draw pile"})
    winner = fields.Nested(WinnerOut, required=True, allow_none=True, metadata={
        "description": "once a seat has the wins needed (S-WIN)"})
    wins = fields.List(fields.Integer(), required=True, metadata={
        "description": "deprecated since 1.6: scores.totals", "deprecated": True})
    wins_needed = fields.Integer(required=True, metadata={
        "description": "deprecated since 1.6: target", "deprecated": True})
    moves = fields.Integer(required=True, metadata={
        "description": "deprecated since 1.6: actions played in the whole game (turns_this_round "
                       "counts turns)", "deprecated": True})


class SuperViewOut(_SeatPart, SuperTableOut):
    rack = fields.Nested(SuperRackText, required=True, allow_none=True, metadata={
        "description": "the double rack; null while the game waits for its players (nothing is "
                       "dealt yet)"})
    hand = fields.String(required=True, allow_none=True, metadata={"description": HAND})
    legal_actions = fields.List(OneOf("type", DOUBLE_RACK_ACTIONS), required=True,
                                metadata={"description": LEGAL})


class TableAnswers(ByRuleset):
    by_family = {FormFamily.SINGLE_RACK: RackOTableOut, FormFamily.DOUBLE_RACK: SuperTableOut}
    answers = True
    discriminator = "game"


class ViewAnswers(ByRuleset):
    by_family = {FormFamily.SINGLE_RACK: RackOViewOut, FormFamily.DOUBLE_RACK: SuperViewOut}
    answers = True
    discriminator = "game"


class GameCreatedOut(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    game = fields.String(required=True, validate=OneOfRegistered(game_ids))
    ruleset = fields.String(required=True)
    fixed_seed = fields.Boolean(required=True, metadata={
        "description": "true only for a game dealt from a seed its creator gave (a test setting)"})
    seats = fields.List(fields.Nested(NewSeatOut), required=True)
    table = OneOf("game", TableAnswers.forms, required=True,
                  metadata={"description": "the table as GET /v1/games/{id} shows it"})


class EventsOut(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the viewer: the token's seat, or null for anyone"})
    after = fields.Integer(required=True)
    last = fields.Integer(required=True, metadata={"description": "the number of the last event sent"})
    more = fields.Boolean(required=True, metadata={"description": "more events follow: ask again "
                                                   "with after=last"})
    events = fields.List(OneOf("type", EVENTS), required=True)
