"""POST /v1/advice and GET /v1/games/{id}/advice: what the advisor would do, and why."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from racko_api.core.forms import FormFamily
from racko_api.core.plays import Pile

from .actions import DOUBLE_RACK_ACTIONS, SINGLE_RACK_ACTIONS
from .common import (
    SINGLE_RACK,
    SINGLE_RACK_OPTIONS,
    Card,
    ListOf,
    OptionsSchema,
    RackField,
    ReasonSchema,
    RulesetId,
    Words,
)
from .double_rack import (
    DOUBLE_RACK_RULESETS,
    CardField,
    Notes,
    PendingSchema,
    SideField,
    SuperOptions,
    SuperPlayers,
    SuperRulesetId,
)
from .forms import ByRuleset
from .polymorphic import OneOf
from .score import Players

# the advisor's figures the texts below cite (see the single-rack game's `Forms.facts`)
CLOSE, HORIZON, MIN_HORIZON = SINGLE_RACK["close"], SINGLE_RACK["horizon"], SINGLE_RACK["min_horizon"]
LOOKED_AT, SPREAD, TIE, SOON = (SINGLE_RACK[k] for k in ("looked_at", "spread", "tie", "soon"))
SAMPLES = SINGLE_RACK["gift_samples"]

ESTIMATE = (
    "the chance (0 to 1) that the player's rack is a complete, legal Rack-O within the next "
    "`horizon` draws after this choice, under the advisor's model: each gap between the cards "
    "worth keeping is priced by how many cards that can still be drawn (unseen, or half for one "
    "seen on the discard pile) fit it, and a run the rules require (R-RUN3) by its missing "
    f"cards. With a card in hand the {LOOKED_AT} best choices (of those priced at {CLOSE:.0%} of "
    "the best or more, when two or more are) are looked at one draw further, averaged over what "
    f"the next draw can bring ({SPREAD} evenly spaced cards while a run must be planned); the "
    "others are priced as they stand, which can only understate them. Before drawing: taking "
    "the top discard is priced with it in its best slot, drawing from the stock averaged over "
    "every card not yet seen; on a tie, the stock comes first. Higher is better; 1 means the "
    "choice goes Rack-O."
)
HORIZON_TEXT = (
    f"the draws the estimate looks ahead: {HORIZON:g} at the deal; with other players, one less "
    f"each time every player has had a turn (never below {MIN_HORIZON}), since the longer a "
    "round runs, the sooner one of them is likely to go Rack-O"
)
GIFT = (
    "how much the card this choice lets go would raise the next player's chance of Rack-O, over "
    "a card from the stock (0 to 1): the slots of that player's rack nobody saw filled are "
    f"sampled {SAMPLES} times from the unseen cards. Given, and used, only once some card of that "
    f"rack is known (`next_rack`, or a game's known racks), for the choices priced at {CLOSE:.0%} "
    "of the best or more; null otherwise"
)
RANKING = (
    "every legal choice, best first. Before drawing: by `estimate`; on a tie the stock comes "
    "first, unless both choices keep a Rack-O and the discard scores more. With a card in hand: "
    "by `points`, a choice that goes Rack-O first (the chance of Rack-O is one input; what the "
    "rack scores when it goes out and when it does not are the others). Choices alike in points "
    f"and with values within {TIE} are a tie, ranked by the unseen cards that then finish the "
    f"rack, then the chance of Rack-O within the next {SOON:g} draws, then `points`, then the "
    "cards in order. The reasons say why the first beats the second in points, how a tie was "
    "decided, or that it remains"
)
POINTS = (
    "the points this player is expected to score this round after this choice. With a card in "
    "hand, the round as a race: the chance, draw by draw, that the rack it leaves goes Rack-O "
    "before another player goes out (that player's chance measured for the deck, the run needed "
    "and the player count, from the turn the round has reached; less the `gift` to the next "
    "player), times what going Rack-O would score (R-SCORE-WIN, and R-BONUS for the runs already "
    "in it), plus the rest times what that rack scores when another player goes out "
    "(R-SCORE-LEAD, or R-SCORE-LONGEST in Swedish). Before drawing, `estimate` stands for that "
    "chance; drawing from the stock with a rack already a Rack-O adds what the draw may add to "
    "its run bonus. With partners (R-TEAMS) it is this rack's share of the team's points (a "
    "partner's run, `run_bonus_from: team`, is not counted)"
)
CALL = (
    "R-WAIT, where going Rack-O is a call (`explicit_call`): whether to call Rack-O now. Before "
    "drawing, for the rack as it stands (draw first when the draw may lengthen a run: Rack-O may "
    "still be called right after the turn, before the next player draws; in a game where a bot "
    "sits next, which moves at once, drawing first is waiting and is weighed so); with a card in "
    "hand, for the rack the advised choice leaves, right after this turn. Calling scores "
    "`points_now`; waiting gives every other player a turn, each of whom may go out (likelier as "
    "the round runs: `turns`), then one more draw (`waiting`, the points expected). Calling wins "
    "when `points_now` is at least `waiting` less what a player going out first would score "
    "(shared among the others). With `totals` it calls at once when that wins the game, or when "
    "another player going out would reach the target. Null where no call is possible"
)


TARGET = SINGLE_RACK_OPTIONS["target"]


class CallSchema(Schema):
    now = fields.Boolean(required=True, metadata={"description": "call Rack-O now (true) or wait"})
    points_now = fields.Integer(required=True, metadata={"description": "what calling now scores"})
    waiting = fields.Float(required=True, metadata={
        "description": "the points waiting is expected to score (see `call`)"})
    rule = fields.String(required=True, metadata={"example": "R-WAIT"})
    reason = Words(required=True)



def _card(description: str, **kwargs: Any) -> fields.Integer:
    return fields.Integer(strict=True, metadata={"minimum": 1, "maximum": 60,
                                                 "description": description}, **kwargs)


class AdviceIn(Schema):
    """Rack-O: before drawing (no `card`), or with a card in hand (`card` and `taken_from`)."""

    ruleset = RulesetId
    options = fields.Nested(OptionsSchema)
    players = Players
    rack = RackField(allow_empty=True, required=True)
    discard_top = _card("the top card of the discard pile; absent or null when it is empty",
                        allow_none=True)
    card = _card("the card in hand (omit before drawing)")
    taken_from = fields.String(validate=validate.OneOf([p.value for p in Pile]), metadata={
        "description": "where `card` came from (with `card` only)"})
    seen = ListOf(fields.Integer(strict=True, metadata={"minimum": 1, "maximum": 60}),
                       validate=validate.Length(max=60), metadata={
        "description": "cards known to be out of the stock: the discard pile, open racks"})
    next_rack = ListOf(Card(allow_none=True), validate=validate.Length(equal=10), metadata={
        "description": "the next player's rack as everyone saw it, slot #5 first: a card where "
                       "one was seen going in (taken from the discard pile), null elsewhere. "
                       "With a card in hand, the advice keeps back a card that player wants "
                       "(see `gift`)"})
    totals = ListOf(fields.Integer(strict=True, validate=validate.Range(-100_000, 1_000_000)),
                         validate=validate.Length(min=2, max=4), metadata={
        "description": "the game's totals so far, one for each player: the asking player's first, "
                       "then the others in turn order (the next player second). With them the call "
                       "(R-WAIT) weighs the game, not only the round, and with a card in hand a "
                       "choice likelier to win the game comes first (R-TARGET)"})
    turns = fields.Integer(strict=True, validate=validate.Range(0, 100_000), metadata={
        "description": "turns played this round so far, by every player (0 when absent): the "
                       "`horizon` shrinks as a round runs, and so does the time a call may wait"})
    target = fields.Integer(strict=True, validate=validate.Range(TARGET.low, TARGET.high), metadata={
        "description": "R-TARGET, with `totals`: the game's target (the ruleset's when absent)"})


class AlternativeSchema(Schema):
    """One legal choice: `take` before drawing; `play`, `slot` and `discards` with a card in hand."""

    take = fields.String(metadata={"enum": ["discard", "stock"]})
    play = fields.String(metadata={"enum": ["exchange", "place", "discard"], "description":
                         "exchange: for the card in `slot`; place: into the empty `slot` (R-QUICK); "
                         "discard: let the stock card go"})
    slot = fields.Integer(allow_none=True, metadata={"description": "with `play`: label 5..50"})
    discards = fields.Integer(allow_none=True, metadata={
        "description": "with `play`: the card that goes face up on the discard pile"})
    action = OneOf("type", SINGLE_RACK_ACTIONS, required=True, metadata={
        "description": "the same choice as POST /v1/games/{id}/actions takes it"})
    estimate = fields.Float(required=True, metadata={"description": ESTIMATE})
    gift = fields.Float(allow_none=True, metadata={"description": GIFT})
    value = fields.Float(required=True, metadata={
        "description": "`estimate` less `gift` (the estimate when no gift): what a tie of "
                       "`points` goes by; with the game's totals a choice likelier to win the game "
                       "may come first (R-TARGET)"})
    points = fields.Float(required=True, metadata={"description": POINTS})
    points_sd = fields.Float(required=True, metadata={
        "description": "the standard deviation of this round's points behind `points`: the rack "
                       "goes Rack-O first or it does not. With a card in hand the alternatives are "
                       "ranked by `points`"})
    looked_ahead = fields.Boolean(required=True, metadata={
        "description": "the estimate looks one draw further (or the choice goes Rack-O)"})


class AdviceOut(Schema):
    """`take` before drawing, `play` (with `slot`) with a card in hand; `alternatives` holds
    every legal choice, the advised one first."""

    ruleset = fields.String(required=True)
    players = fields.Integer(required=True)
    take = fields.String(metadata={"enum": ["discard", "stock"],
                                   "description": "before drawing: the pile to take from"})
    play = fields.String(metadata={"enum": ["exchange", "place", "discard"],
                                   "description": "with a card in hand: what to do with it"})
    slot = fields.Integer(allow_none=True, metadata={"description": "with `play`: the slot label"})
    action = OneOf("type", SINGLE_RACK_ACTIONS, required=True, metadata={
        "description": "the same choice as POST /v1/games/{id}/actions takes it"})
    estimate = fields.Float(required=True, metadata={"description": "the advised choice's "
                                                     "estimate (see `alternatives`)"})
    points = fields.Float(required=True, metadata={"description": "the advised choice's points "
                                                   "(see `alternatives`)"})
    points_sd = fields.Float(required=True, metadata={"description": "the standard deviation of "
                                                      "the advised choice's points (see "
                                                      "`alternatives`)"})
    call = fields.Nested(CallSchema, required=True, allow_none=True, metadata={"description": CALL})
    horizon = fields.Integer(required=True, metadata={"description": HORIZON_TEXT})
    reasons = fields.List(fields.Nested(ReasonSchema), required=True, metadata={
        "description": "why: what the move does, each gap still to fill and how many unseen "
                       "cards can fill it, the run R-RUN3 needs or a run bonus builds, how a tie "
                       "was decided, and the call (R-WAIT)"})
    alternatives = fields.List(fields.Nested(AlternativeSchema), required=True, metadata={
        "description": RANKING})


SUPER_ESTIMATE = (
    "how many of the 16 cards of the double rack can stay where they are in some finished rack "
    "(the whole part, 0 to 16; a side is done at 8) once this choice is played, plus a fraction "
    "below 1 that grows as the number cards sit nearer an even spread; drawing from the stock is "
    "averaged over a spread of the number cards not seen; calling Super Rack-O is 17. Higher is "
    "better."
)


class SuperAdviceIn(Schema):
    """Super Rack-O: before drawing, with a card in hand (`card`, `taken_from`), or answering a
    swap aimed at you (`pending`)."""

    ruleset = SuperRulesetId
    options = SuperOptions()
    players = SuperPlayers()
    blue = SideField("blue")
    red = SideField("red")
    discard_top = CardField("the top card of the discard pile (before drawing); absent when empty",
                            allow_none=True)
    card = CardField("the card in hand")
    taken_from = fields.String(validate=validate.OneOf([p.value for p in Pile]))
    pending = fields.Nested(PendingSchema, metadata={
        "description": "the swap (or the reverse of your own swap) an opponent aimed at you"})


class SuperAlternativeSchema(Schema):
    action = OneOf("type", DOUBLE_RACK_ACTIONS, required=True, metadata={
        "description": "the action, as POST /v1/games/{id}/actions takes it"})
    estimate = fields.Float(required=True, metadata={"description": SUPER_ESTIMATE})


class SuperAdviceOut(Schema):
    ruleset = fields.String(required=True, metadata={"enum": list(DOUBLE_RACK_RULESETS)})
    players = fields.Integer(metadata={"description": "as given, when given"})
    notes = Notes()
    action = OneOf("type", DOUBLE_RACK_ACTIONS, required=True, metadata={
        "description": "the advised action (exchange and its slot, play_swap on a seat and a "
                       "row, accept_swap or play_reverse ...)"})
    estimate = fields.Float(required=True, metadata={"description": SUPER_ESTIMATE})
    reasons = fields.List(fields.Nested(ReasonSchema), required=True)
    alternatives = fields.List(fields.Nested(SuperAlternativeSchema), required=True, metadata={
        "description": "every legal action, best first"})


class AdviceForms(ByRuleset):
    """A Rack-O situation (`rack`, with a preset ruleset) or a Super Rack-O one (`blue`, `red`)."""

    by_family = {FormFamily.SINGLE_RACK: AdviceIn, FormFamily.DOUBLE_RACK: SuperAdviceIn}


class AdviceAnswers(ByRuleset):
    by_family = {FormFamily.SINGLE_RACK: AdviceOut, FormFamily.DOUBLE_RACK: SuperAdviceOut}
    answers = True


class _Seat(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)


class GameAdviceOut(_Seat, AdviceOut):
    """The advice for the token's seat in a Rack-O game."""


class SuperGameAdviceOut(_Seat, SuperAdviceOut):
    """The advice for the token's seat in a Super Rack-O game."""


class GameAdviceAnswers(ByRuleset):
    by_family = {FormFamily.SINGLE_RACK: GameAdviceOut, FormFamily.DOUBLE_RACK: SuperGameAdviceOut}
    answers = True
