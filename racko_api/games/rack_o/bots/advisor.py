"""The advisor: every legal choice of one Rack-O decision, ranked, with an estimate and reasons.

What is legal comes only from the engine's `legal_for` (built on the turn rules' verify_/can_
functions), so the advice follows the rules of the edition and its house rules.

The estimate of a choice is the chance, under the gap model of `gaps.py`, that the player's
rack is complete (a legal Rack-O rack) within the next draws after that choice: HORIZON at the
deal of a two-player round, FEWER_PER_PLAYER less for each further player (the first of more
rivals goes out sooner), one less each time every player has had a turn (they get closer to
Rack-O too), never below MIN_HORIZON. With a
card in hand the LOOKED_AT choices that stand best are looked at one draw further: the estimate
is averaged over every value the next draw can bring (each placed where it helps most, or let
go where that is allowed; SPREAD evenly spaced values while a run must be planned); of those,
only the ones priced as they stand at CLOSE of the best or more, since the others cannot catch
up in practice, and only when two or more are that close: one alone stays best whatever the
next draw brings. The other choices are priced as they stand, which can only understate them,
so the ranking by estimate stays consistent. Before drawing, taking the top
discard is priced as the best place for it, and drawing from the stock as that averaged over
every value not yet seen (not a sample: when one card completes the rack, a sample would miss it
and the advice would go round in circles on the discard pile); on a tie the stock is drawn.

With a card in hand every choice is then ranked by the points it is expected to score this round
(`race.py`, `_raced`): its rack's chance of Rack-O draw by draw, from the gap model read at
several horizons, against the chance that another player goes out first (measured for the deck,
the run needed and the player count, from the turn the round has reached); the seat scores its
Rack-O score (with its run bonus) when it goes first, and the loser points of the rack the choice
leaves otherwise. The chance of Rack-O is one input, what the rack scores either way the others.
Every choice carries those `points`, their standard deviation `points_sd` (going out first or
not is a gamble) and `first`, its chance to go out first. A choice that goes Rack-O scores its
Rack-O score at once; a player alone is ranked by the chance. The reasons say why the first
beats the second in points. The estimates say how likely each rack is to go Rack-O; before
drawing the two choices are still ranked by them.

Choices a player could not tell apart (points within POINTS_TIE and values within TIE) are told
apart by what a player would count (`_break_ties`): a rack that is a Rack-O first, then the
unseen cards that finish the rack in one exchange, then the chance of Rack-O within the next SOON
draws, then the points, then how many of its cards are in order. A tie that remains is said.

Where going Rack-O is a call (R-WAIT) the advice says whether to call now (`Advice.call`), for
the rack as it stands before drawing, or for the rack the advised choice leaves; only where the
call can be made: where a bot sits next it moves at once (`Table.call_window`).

The card let go is the next player's to take. Once some card of that player's rack is known,
the choices with a card in hand priced at CLOSE of the best or more carry a gift (`denial.py`):
that much of the seat's chance to go out first passes to the next player, and the choice's points
fall with it; a card that player wants is kept from it when that costs this rack fewer points.
With the game's totals and target, the choice likeliest to win the game comes first when it
is likelier by GAME_MARGIN (`game.py`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import KW_ONLY, dataclass, field, replace
from typing import Any

from racko_api.core.errors import Reason
from racko_api.core.plays import Pile
from racko_api.core.words import tr, trn
from racko_api.games.rack_o.actions import DISCARD, DRAW_STOCK, TAKE_DISCARD, Action, ActionType
from racko_api.games.rack_o.bots.denial import NextRack, gifts
from racko_api.games.rack_o.bots.game import game_value
from racko_api.games.rack_o.bots.gaps import FULL, GONE, INF, SEEN, Board, Chain, Plan, chance, plan_of
from racko_api.games.rack_o.bots.points import (
    Call,
    advise_call,
    expected_points,
    finishing_cards,
    order_of,
    points_spread,
    rack_o_points,
    run_gain,
    win_points,
)
from racko_api.games.rack_o.bots.race import curve, plans, race, survival
from racko_api.games.rack_o.bots.strong import weights_for
from racko_api.games.rack_o.engine import legal_for
from racko_api.games.rack_o.racko import can_go_rack_o
from racko_api.games.rack_o.racks import RACK_SIZE, label_of, longest_run
from racko_api.games.rack_o.ruleset import Ruleset
from racko_api.games.rack_o.scoring import bonus_for_run, loser_points
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.turns import can_discard
from racko_api.games.rack_o.views import Rack, SeatView

HORIZON = 12.0  # draws ahead over which a rack is priced, at the deal of a two-player round
FEWER_PER_PLAYER = 2  # ... less this for each further player
MIN_HORIZON = 4  # ... and at the least, however long a round with others runs
LOOKED_AT = 3  # choices with a card in hand that are looked at one draw further
CLOSE = 0.8  # ... among those priced at least this share of the best one as they stand
SPREAD = 12  # values tried when looking one draw further while a run must be planned
TIE = 0.0005  # values this close are a tie: the answer shows them alike, to four places
POINTS_TIE = 0.05  # expected points this close are a tie: the answer shows them alike, to one place
SOON = 3.0  # draws of "the next turns", the second count of a tie
GAME_MARGIN = 0.02  # a choice likelier to win the game by this much comes first


@dataclass(frozen=True)
class Table:
    """What one decision depends on: the seat's rack, the card it holds, what it knows."""

    ruleset: Ruleset
    players: int
    rack: Rack
    discard_top: int | None
    hand: int | None  # None: the player has not drawn yet
    source: Pile | None  # where `hand` came from
    weights: tuple[int, ...]  # per value 0..top+1: FULL unseen, SEEN may come back, GONE held
    _: KW_ONLY
    stock_count: int = 1
    discard_count: int = 1
    turns: int = 0  # turns played this round, by every player
    next_rack: NextRack | None = None  # what is known of it (None: no next player)
    totals: tuple[int, ...] | None = None  # the game's totals, this seat's first, then in turn order
    target: int | None = None  # R-TARGET, with `totals`
    call_window: bool = True  # R-WAIT: Rack-O may be called right after the turn, before the next draw

    @property
    def top(self) -> int:
        return len(self.weights) - 2

    @property
    def horizon(self) -> int:
        """HORIZON, less FEWER_PER_PLAYER for each player after the second, and one draw each
        time every player has had a turn: the more rivals, and the longer a round runs, the
        sooner one of them is likely to go Rack-O."""
        if self.players == 1:
            return int(HORIZON)
        rivals = FEWER_PER_PLAYER * (self.players - 2)
        return max(MIN_HORIZON, int(HORIZON) - rivals - self.turns // self.players)


@dataclass(frozen=True)
class Choice:
    """One legal choice and its estimate (see the module docstring)."""

    action: Action
    estimate: float
    looked_ahead: bool
    _: KW_ONLY
    rack_after: Rack | None = None  # with a card in hand: the rack it leaves
    card_out: int | None = None  # with a card in hand: the card that goes on the discard pile
    gift: float | None = None  # how much the next player would want `card_out` (`denial.py`)
    plan: Plan | None = field(default=None, compare=False, repr=False)  # of rack_after, once priced
    points: float = 0.0  # the points expected from this round (`points.py`)
    points_sd: float = 0.0  # ... and their standard deviation: Rack-O or not is a gamble
    first: float | None = None  # with a card in hand: the chance to go Rack-O before any other player
    given: float = 0.0  # ... the points the gift to the next player costs (`race.py`)
    outs: tuple[int, ...] | None = None  # in a tie: the unseen cards that then finish the rack
    soon: float | None = None  # in a tie: the chance of Rack-O within SOON draws

    @property
    def value(self) -> float:
        """The estimate, less the gift to the next player: what a tie of points goes by."""
        return self.estimate - (self.gift or 0.0)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: `take` before drawing; `play`, `slot` (a label), `discards` with a card;
        and `action`, the same choice as a game's actions endpoint takes it."""
        kind = self.action.type
        out: dict[str, Any]
        if kind in TAKES:
            out = {"take": TAKES[kind]}
        else:
            slot = self.action.slot
            out = {"play": PLAYS[kind], "slot": None if slot is None else label_of(slot),
                   "discards": self.card_out}
        out["action"] = self.action.to_dict()
        out["estimate"] = round(self.estimate, 4)
        out["gift"] = None if self.gift is None else round(self.gift, 4)
        out["value"] = round(self.value, 4)
        out["points"] = round(self.points, 1)
        out["points_sd"] = round(self.points_sd, 1)
        out["looked_ahead"] = self.looked_ahead
        return out


TAKES = {ActionType.TAKE_DISCARD: "discard", ActionType.DRAW_STOCK: "stock"}
PLAYS = {ActionType.EXCHANGE: "exchange", ActionType.PLACE: "place", ActionType.DISCARD: "discard"}


@dataclass(frozen=True)
class Advice:
    choices: tuple[Choice, ...]  # every legal choice, best first
    reasons: tuple[Reason, ...]
    horizon: int = int(HORIZON)
    call: Call | None = None  # R-WAIT: whether to call Rack-O now; None where no call is possible

    @property
    def best(self) -> Choice:
        return self.choices[0]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the advised choice, the horizon, the reasons and every alternative."""
        alternatives = [c.to_dict() for c in self.choices]
        best = dict(alternatives[0])
        best.pop("looked_ahead")
        best.pop("discards", None)
        best.pop("gift")
        best.pop("value")
        return {**best, "horizon": self.horizon,
                "call": None if self.call is None else self.call.to_dict(),
                "reasons": [{"rule": r.rule, "text": r.text} for r in self.reasons],
                "alternatives": alternatives}


def weights_of(top: int, held: Iterable[int | None], seen: Iterable[int]) -> tuple[int, ...]:
    """Weights when all that is known is the cards held (GONE) and those seen out of the stock."""
    w = [FULL] * (top + 2)
    w[0] = w[top + 1] = GONE
    for c in seen:
        if 1 <= c <= top:
            w[c] = SEEN
    for h in held:
        if h is not None and 1 <= h <= top:
            w[h] = GONE
    return tuple(w)


def table_of(view: SeatView) -> Table:
    """The decision `view`'s seat faces, from exactly what that seat may know."""
    racks = view.open_racks or view.shown
    after = (view.seat + 1) % view.players
    known = {c for r in racks for c in r if c is not None} | {c for c in view.rack if c is not None}
    if view.hand is not None:
        known.add(view.hand)
    hidden = tuple(c for c in range(1, view.top + 1) if not view.seen >> c & 1 and c not in known)
    if view.open_racks:  # every card is seen: a slot without one is empty
        empty = tuple(i for i, c in enumerate(racks[after]) if c is None)
    else:
        empty = view.empty[after] if view.empty else ()
    totals = None if view.ruleset.options.teams else view.totals[view.seat:] + view.totals[:view.seat]
    return Table(view.ruleset, view.players, view.rack, view.discard_top, view.hand, view.source,
                 tuple(weights_for(view)), stock_count=view.stock_count,
                 discard_count=len(view.discard), turns=view.turns,
                 next_rack=NextRack(racks[after], hidden, empty) if view.players > 1 else None,
                 totals=totals, target=view.ruleset.options.target)


def advise(table: Table) -> Advice:
    """Every legal choice, best first, with the reasons for the first."""
    need = table.ruleset.run_needed(table.players)
    board = Board(table.top, table.weights, table.horizon)
    plan = plan_of(board, table.rack, table.weights, need)
    may_let_go = DISCARD in _holding_actions(table, Pile.STOCK)
    game: Reason | None = None
    if table.hand is None:
        choices = _draw_choices(table, board, plan, may_let_go)
        call = call_for(table, before_drawing=True)
    else:
        choices = _deny(table, _hand_choices(table, board, plan, need, may_let_go), need)
        choices = _break_ties(table, _by_points(table, _raced(table, choices, need)), need)
        choices, game = _for_the_game(table, choices)
        call = _call_after(table, choices[0])
    reasons = _reasons(table, choices, board, plan, need, game is None)
    if game is not None:
        reasons.insert(1, game)
    if call is not None:
        reasons.append(call.reason)
    return Advice(choices, tuple(reasons), table.horizon, call)


def call_for(table: Table, *, before_drawing: bool) -> Call | None:
    """R-WAIT: whether the seat should call Rack-O with its rack as it stands (`points.py`);
    `before_drawing` when it is this seat's turn to draw (Rack-O may still be called after it)."""
    return advise_call(table.ruleset, table.players, table.rack, table.weights,
                       turns=table.turns, before_drawing=before_drawing,
                       call_window=table.call_window,
                       discard_top=table.discard_top, totals=table.totals, target=table.target)


def _call_after(table: Table, best: Choice) -> Call | None:
    """R-WAIT: whether to call right after playing `best`, for the rack it leaves; None where no
    call can follow the turn (a bot sits next and moves at once: `call_window`)."""
    if best.rack_after is None or not table.ruleset.options.explicit_call or not table.call_window:
        return None
    weights = list(table.weights)
    if best.card_out is not None:
        weights[best.card_out] = SEEN
    return advise_call(table.ruleset, table.players, best.rack_after, weights, turns=table.turns,
                       before_drawing=False, totals=table.totals, target=table.target)


def _raced(table: Table, choices: tuple[Choice, ...], need: int) -> tuple[Choice, ...]:
    """Every choice with a card in hand priced by the points it is expected to score this round
    (`race.py`): its rack's chance of Rack-O draw by draw against the others' chance of going out
    first. A gift to the next player moves that share of the seat's chance to go first to it."""
    rs, card = table.ruleset, table.hand
    assert card is not None
    priced = plans(table.top, table.weights, table.rack, need)
    survive = survival(table.players - 1, table.turns // table.players, need, table.top)
    settle = float(loser_points(rs, table.rack))
    out = []
    for c in choices:
        rack = c.rack_after if c.rack_after is not None else table.rack
        win, lost = rack_o_points(rs, table.players, rack), loser_points(rs, rack)
        if c.estimate >= 1.0:
            out.append(replace(c, points=float(win), points_sd=0.0, first=1.0))
            continue
        slot = c.action.slot
        costs = [p.cost if slot is None else p.with_card(slot, card) for p in priced]
        g = curve(costs)
        r = race(g, survive, win, lost, settle)
        if c.gift:  # that share of the chance to go out first passes to the next player
            given = race([x * (1.0 - c.gift) for x in g], survive, win, lost, settle)
            r, lost_to_gift = given, r.points - given.points
        else:
            lost_to_gift = 0.0
        out.append(replace(c, points=r.points, points_sd=r.sd, first=r.first, given=lost_to_gift))
    return tuple(out)


def _by_points(table: Table, choices: tuple[Choice, ...]) -> tuple[Choice, ...]:
    """Every choice ranked by the points it is expected to score this round (its chance of Rack-O
    is one input; what the rack scores when it goes out and when it does not are the others); on
    a tie, by value. A choice that goes Rack-O comes first (going out ends the round, and a table
    where everyone waits for more points never does); alone a rack never scores as a loser, so its
    chance alone ranks it."""
    if table.players == 1:
        return choices
    return tuple(sorted(choices, key=lambda c: (c.estimate < 1.0, -round(c.points, 6), -c.value,
                                                _rank(c))))


def _break_ties(table: Table, choices: tuple[Choice, ...], need: int) -> tuple[Choice, ...]:
    """The best choices a player could not tell apart (values within TIE), told apart by what a
    player would count (see the module docstring): the first of them comes first."""
    head = choices[0].value
    points = choices[0].points
    n = next((n for n, c in enumerate(choices) if abs(head - c.value) > TIE or
              abs(points - c.points) > POINTS_TIE or
              (c.gift is None) != (choices[0].gift is None)), len(choices))
    if n < 2:
        return choices
    group = [_with_outs(table, c) for c in choices[:n]]
    most = max(len(c.outs or ()) for c in group)
    if sum(len(c.outs or ()) == most for c in group) > 1:  # the next count, only where it can tell
        group = [_with_soon(table, c, need) if len(c.outs or ()) == most else c for c in group]
    return (*sorted(group, key=_count_key), *choices[n:])


def _after(table: Table, choice: Choice) -> list[int]:
    weights = list(table.weights)
    if choice.card_out is not None:
        weights[choice.card_out] = SEEN
    return weights


def _with_outs(table: Table, choice: Choice) -> Choice:
    rack = choice.rack_after
    assert rack is not None
    if choice.estimate >= 1.0:  # already a Rack-O: nothing left to finish
        return replace(choice, outs=(), soon=1.0)
    return replace(choice, outs=finishing_cards(table.ruleset, table.players, rack, _after(table, choice)))


def _with_soon(table: Table, choice: Choice, need: int) -> Choice:
    if choice.soon is not None:
        return choice
    assert choice.rack_after is not None
    weights = _after(table, choice)
    soon = plan_of(Board(table.top, weights, SOON), choice.rack_after, weights, need).cost
    return replace(choice, soon=chance(soon))


def _count_key(c: Choice) -> tuple[bool, float, float, float, int, bool]:
    """A rack that is already a Rack-O first (it has no outs left to count), then the counts."""
    assert c.outs is not None and c.rack_after is not None
    return (c.estimate < 1.0, -len(c.outs), -round(c.soon or 0.0, 6), -round(c.points, 6),
            -order_of(c.rack_after), c.action.type is not ActionType.DISCARD)


def _holding_actions(table: Table, source: Pile) -> list[Action]:
    return legal_for(table.ruleset, table.players, Phase.HOLDING, 0, 0, table.rack,
                     table.stock_count, table.discard_count, source)


def _unseen(weights: Sequence[int]) -> list[int]:
    return [v for v, w in enumerate(weights) if w == FULL]


def _best_chance(plan: Plan, card: int, may_let_go: bool) -> float:
    if not may_let_go:
        return chance(plan.cheapest(card))
    best = plan.cheapest(card, plan.cost)  # a card that cannot beat the rack as it is goes
    return chance(min(best, plan.cost))


def _after_draw(plan: Plan, weights: Sequence[int], may_let_go: bool, spread: int = 0) -> float:
    """The chance after one more draw from the stock, averaged over the values not yet seen
    (over `spread` of them evenly spaced, when given and fewer)."""
    values = _unseen(weights)
    if spread and len(values) > spread:
        step = len(values) / spread
        values = [values[int(step * (i + 0.5))] for i in range(spread)]
    if not values:
        return chance(plan.cost)
    return sum(_best_chance(plan, v, may_let_go) for v in values) / len(values)


def _draw_choices(table: Table, board: Board, plan: Plan, may_let_go: bool) -> tuple[Choice, ...]:
    legal = legal_for(table.ruleset, table.players, Phase.DRAW, 0, 0, table.rack,
                      table.stock_count, table.discard_count, None)
    rs, players, rack = table.ruleset, table.players, table.rack
    out: list[Choice] = []
    if TAKE_DISCARD in legal and table.discard_top is not None:
        fits = [a.slot for a in _holding_actions(table, Pile.DISCARD) if a.slot is not None]
        card = table.discard_top
        costs = [(plan.with_card(i, card), i) for i in fits]
        cost = min(costs, default=(INF, -1))[0]
        # Of the slots that cost alike (a rack that stays a Rack-O, say), the one that scores most.
        placed = [(chance(cost), rack[:i] + (card,) + rack[i + 1:], rack[i]) for c, i in costs
                  if c <= cost]
        if placed:
            p, after, out_card = max(placed, key=lambda e: expected_points(rs, players, e[1], e[0]))
            out.append(Choice(TAKE_DISCARD, p, False, rack_after=after, card_out=out_card,
                              points=expected_points(rs, players, after, p),
                              points_sd=points_spread(rs, players, after, p)))
        else:
            out.append(Choice(TAKE_DISCARD, 0.0, False))
    if DRAW_STOCK in legal:  # over every unseen value: a sample can miss the one card that matters
        p = _after_draw(plan, table.weights, may_let_go)
        gain = run_gain(rs, players, rack, table.weights) if table.ruleset.options.explicit_call and \
            p >= 1.0 else 0.0
        out.append(Choice(DRAW_STOCK, p, False, points=expected_points(rs, players, rack, p, gain),
                          points_sd=points_spread(rs, players, rack, p, gain)))
    # On a tie the stock comes first: it may bring the card that matters; the discard cannot.
    # Between two choices that both keep a Rack-O, the one that scores more (R-BONUS).
    out.sort(key=lambda c: (-c.estimate, -c.points if c.estimate >= 1.0 else 0.0,
                            c.action == TAKE_DISCARD))
    return tuple(out)


def _hand_choices(table: Table, board: Board, plan: Plan, need: int,
                  may_let_go: bool) -> tuple[Choice, ...]:
    card, rack = table.hand, table.rack
    assert card is not None and table.source is not None
    priced: list[Choice] = []
    for action in _holding_actions(table, table.source):
        if action.type is ActionType.DISCARD:
            priced.append(Choice(action, chance(plan.cost), False, rack_after=rack, card_out=card))
        elif action.slot is not None:
            i = action.slot
            after = rack[:i] + (card,) + rack[i + 1:]
            done = can_go_rack_o(table.ruleset, table.players, after)
            estimate = 1.0 if done else chance(plan.with_card(i, card))
            priced.append(Choice(action, estimate, done, rack_after=after, card_out=rack[i]))
    priced.sort(key=_rank)
    floor = priced[0].estimate * CLOSE if priced else 0.0
    close = [n for n, c in enumerate(priced[:LOOKED_AT])
             if not c.looked_ahead and c.estimate > 0.0 and c.estimate >= floor]
    if len(close) < 2:  # looking further cannot change the order: the best stays best
        return tuple(priced)
    out = [_looked_ahead(table, board, c, need, may_let_go) if n in close else c
           for n, c in enumerate(priced)]
    out.sort(key=_rank)
    return tuple(out)


def _rank(choice: Choice) -> tuple[float, bool]:
    """Best first; on a tie, letting the card go (it changes nothing) comes first."""
    return -choice.estimate, choice.action.type is not ActionType.DISCARD


def _looked_ahead(table: Table, board: Board, choice: Choice, need: int, may_let_go: bool) -> Choice:
    weights = list(table.weights)
    if choice.card_out is not None:
        weights[choice.card_out] = SEEN
    assert choice.rack_after is not None
    board = Board(table.top, weights, table.horizon)
    plan = plan_of(board, choice.rack_after, weights, need)
    spread = SPREAD if plan.need else 0
    return replace(choice, estimate=_after_draw(plan, weights, may_let_go, spread),
                   looked_ahead=True, plan=plan)


def _deny(table: Table, choices: tuple[Choice, ...], need: int) -> tuple[Choice, ...]:
    """The card let go is the next player's to take (R-TURN). Once some card of that player's
    rack is known, the choices priced at CLOSE of the best or more are ranked by their value,
    the estimate less the gift; the others follow, by estimate."""
    known = table.next_rack
    if known is None or all(c is None for c in known.cards) or choices[0].estimate >= 1.0:
        return choices
    floor = choices[0].estimate * CLOSE
    n = next((n for n, c in enumerate(choices) if c.estimate < floor), len(choices))
    if n < 2:
        return choices
    given = gifts((c.card_out for c in choices[:n] if c.card_out is not None), known,
                  table.weights, need, table.horizon)
    close = [replace(c, gift=0.0 if c.card_out is None else given[c.card_out])  # placing gives nothing
             for c in choices[:n]]
    close.sort(key=lambda c: (-c.value, _rank(c)))
    return (*close, *choices[n:])


def _denial_reasons(choices: Sequence[Choice]) -> list[Reason]:
    """Why the best choice is not the one that would score most but for its gift to the next
    player, when it is not."""
    best = choices[0]
    if best.gift is None:
        return []
    rival = max(choices, key=lambda c: c.points + c.given)
    if rival is best or rival.gift is None or rival.points + rival.given <= best.points + best.given:
        return []
    return [Reason("R-TURN", tr("keep the {rival_card_out} from the next player: it would raise "
                                "that player's chance by {rival_gift:.2f}, and this round would "
                                "then be worth {rival_points:.1f} points instead of "
                                "{rival_raw:.1f}, less than the {best_points:.1f} expected when "
                                "the {best_card_out} goes on the discard pile instead",
                                rival_card_out=rival.card_out, rival_gift=rival.gift,
                                rival_points=rival.points, rival_raw=rival.points + rival.given,
                                best_points=best.points, best_card_out=best.card_out))]


def _points_reasons(table: Table, choices: Sequence[Choice]) -> list[Reason]:
    """Why the first choice beats the second in points: the chance of Rack-O (its value), what
    going out would score, what the rack scores otherwise."""
    if len(choices) < 2 or table.hand is None:
        return []
    best, rival = choices[0], choices[1]
    if best.rack_after is None or rival.rack_after is None or best.points - rival.points <= POINTS_TIE:
        return []
    rs = table.ruleset
    return [Reason("R-SCORE-WIN", tr(
        "{first}: {points:.1f} points expected this round (± {sd:.1f}) against {other_points:.1f} "
        "(± {other_sd:.1f}) for {second}: Rack-O with chance {chance:.2f} against "
        "{other_chance:.2f}, worth {win} against {other_win}, and otherwise {lost} points against "
        "{other_lost}", first=_what(table, best), points=best.points, sd=best.points_sd,
        other_points=rival.points, other_sd=rival.points_sd, second=_what(table, rival),
        chance=_first(best), other_chance=_first(rival),
        win=rack_o_points(rs, table.players, best.rack_after),
        other_win=rack_o_points(rs, table.players, rival.rack_after),
        lost=loser_points(rs, best.rack_after), other_lost=loser_points(rs, rival.rack_after)))]


def _first(choice: Choice) -> float:
    return choice.first if choice.first is not None else max(0.0, choice.value)


def _tie_reasons(table: Table, choices: Sequence[Choice]) -> list[Reason]:
    """How the best choice was told from one a player could not tell apart by its value."""
    best = choices[0]
    if len(choices) < 2 or best.outs is None:
        return []
    rival = choices[1]
    if rival.outs is None:
        return []
    a, b = _what(table, best), _what(table, rival)
    alike = tr("{first} and {second} are priced alike ({best_rank:.2f})", first=a, second=b,
               best_rank=best.value)
    if len(best.outs) != len(rival.outs):
        def listed(outs: tuple[int, ...]) -> str:
            return f" ({', '.join(map(str, outs))})" if outs else ""
        leaves = trn("{alike}; {choice} leaves {n} unseen card that finishes the rack{cards}",
                     "{alike}; {choice} leaves {n} unseen cards that finish the rack{cards}",
                     len(best.outs), alike=alike, choice=a, cards=listed(best.outs))
        return [Reason("R-RACKO", tr("{leaves}, {choice} {count}{cards}", leaves=leaves, choice=b,
                                     count=len(rival.outs), cards=listed(rival.outs)))]
    if best.soon is None or rival.soon is None:
        return []
    if round(best.soon, 6) != round(rival.soon, 6):
        return [Reason("R-RACKO", tr("{alike}; {choice} is likelier to go Rack-O within the next "
                                     "{soon:g} draws ({best_soon:.2f} against {rival_soon:.2f})",
                                     alike=alike, choice=a, soon=SOON, best_soon=best.soon,
                                     rival_soon=rival.soon))]
    if round(best.points, 6) != round(rival.points, 6):
        rule = "R-BONUS" if best.estimate >= 1.0 else (
            "R-SCORE-LONGEST" if table.ruleset.options.loser_scoring.value != "leading_run_x5"
            else "R-SCORE-LEAD")
        return [Reason(rule, tr("{alike}; {choice} is expected to score more this round "
                                "({best_points:.1f} points against {rival_points:.1f})",
                                alike=alike, choice=a, best_points=best.points, rival_points=rival.points))]
    assert best.rack_after is not None and rival.rack_after is not None
    if order_of(best.rack_after) != order_of(rival.rack_after):
        return [Reason("R-RACKO", tr("{alike}; {choice} leaves more cards in order "
                                     "({pairs} pairs against "
                                     "{rival_pairs})",
                                     alike=alike, choice=a, pairs=order_of(best.rack_after),
                                     rival_pairs=order_of(rival.rack_after)))]
    return [Reason("R-RACKO", tr("{alike}, and equal by every count a player would make: either "
                                 "will do", alike=alike))]


def _for_the_game(table: Table, choices: tuple[Choice, ...]) -> tuple[tuple[Choice, ...], Reason | None]:
    """With a card in hand and the totals and the target known, the choice likeliest to win the
    game (`game.py`, with its chance to go Rack-O first) comes first when that chance of winning
    beats the first's by GAME_MARGIN or more; and why.
    Never in place of a choice that goes Rack-O: a table of players who all wait for points would
    never end the round."""
    if not table.totals or table.target is None or len(table.totals) < 2 or len(choices) < 2:
        return choices, None
    rs, totals, target = table.ruleset, table.totals, table.target
    first = choices[0]
    if first.rack_after is not None and can_go_rack_o(rs, table.players, first.rack_after):
        return choices, None
    rated = [game_value(rs, totals, target, c.rack_after or table.rack, _first(c), table.rack)
             for c in choices]
    n = max(range(len(choices)), key=lambda i: (rated[i], -i))
    if rated[n] < rated[0] + GAME_MARGIN:
        return choices, None
    best = choices[n]
    reason = Reason("R-TARGET", tr(
        "for the game: {choice} wins it with chance {chance:.2f}, against {other_chance:.2f} "
        "for {other}, the choice that scores most this round ({best_points:.1f} points against "
        "{rival_points:.1f}); totals {mine} against {rival}, target {target}",
        choice=_what(table, best), chance=rated[n], other_chance=rated[0], other=_what(table, first),
        best_points=best.points, rival_points=first.points, mine=totals[0], rival=max(totals[1:]),
        target=target))
    return (best, *choices[:n], *choices[n + 1:]), reason


def _what(table: Table, choice: Choice) -> str:
    """A choice with a card in hand, as a player would say it."""
    slot = choice.action.slot
    if slot is None:
        return tr("letting the {card} go", card=table.hand)
    return tr("{card} in #{label}", card=table.hand, label=label_of(slot))


# --- reasons ---------------------------------------------------------------------------------

Gap = tuple[int, int, int, int]  # first slot, last slot (indexes), the kept values either side


def chain_gaps(board: Board, rack: Sequence[int | None]) -> list[Gap]:
    """The gaps of the cheapest chain of kept cards (no run required), left to right."""
    nodes = [(-1, 0)] + [(i, c) for i, c in enumerate(rack) if c is not None] + [(RACK_SIZE, board.top + 1)]
    best = [INF] * len(nodes)
    parent = [-1] * len(nodes)
    best[0] = 0.0
    for j in range(1, len(nodes)):
        sj, vj = nodes[j]
        for p in range(j):
            sp, vp = nodes[p]
            if best[p] == INF or vp >= vj:
                continue
            c = best[p] + board.gap(sj - sp - 1, vp, vj)
            if c < best[j]:
                best[j], parent[j] = c, p
    path, j = [], len(nodes) - 1
    while j > 0 and parent[j] >= 0:
        path.append((nodes[parent[j]], nodes[j]))
        j = parent[j]
    return [(sp + 1, sq - 1, vp, vq) for (sp, vp), (sq, vq) in reversed(path) if sq - sp > 1]


def _slots(first: int, last: int) -> str:
    a, b = label_of(first), label_of(last)
    return f"#{a}" if a == b else f"#{a}-#{b}"


def _gap_reasons(table: Table, board: Board, rack: Rack, weights: Sequence[int]) -> list[Reason]:
    out = []
    for first, last, low, high in chain_gaps(board, rack):
        k = last - first + 1
        unseen = sum(1 for v in range(low + 1, high) if weights[v] == FULL)
        back = sum(1 for v in range(low + 1, high) if weights[v] == SEEN)
        lo = tr("above {low}", low=low) if low else tr("from 1")
        hi = tr("below {high}", high=high) if high <= table.top else tr("up to {top}", top=table.top)
        need = trn("{slots} still needs {n} card {lo} and {hi}", "{slots} still need {n} cards {lo} and {hi}",
                   k, slots=_slots(first, last), lo=lo, hi=hi)
        fill = trn("{n} unseen card can fill it", "{n} unseen cards can fill it", unseen) if k == 1 else \
            trn("{n} unseen card can fill them", "{n} unseen cards can fill them", unseen)
        if back:
            text = tr("{need}: {fill} ({back} more seen on the discard pile)", need=need, fill=fill,
                      back=back)
        else:
            text = tr("{need}: {fill}", need=need, fill=fill)
        out.append(Reason("R-RACKO", text))
    return out


def _run_reasons(table: Table, chain: Chain, need: int) -> tuple[Rack, list[Reason]]:
    """The run `chain` plans (R-RUN3), or a run toward a bonus; and the rack with that run in
    place, to find the gaps around it."""
    rack, weights = tuple(chain.rack), chain.weights
    if need:
        block = chain.best_block()
        if block is None:
            return rack, [Reason("R-RUN3", tr("a run of {need} consecutive cards is needed to go "
                                              "Rack-O; none can be planned now", need=need))]
        s, v = block
        run = tr("{value}-{last} in {slots}",
                 value=v, last=v + need - 1, slots=_slots(s, s + need - 1))
        missing = [(i, v + i - s) for i in range(s, s + need) if rack[i] != v + i - s]
        if not missing:
            text = tr("the run {run} meets the run of {need} needed to go Rack-O", run=run, need=need)
        else:
            wants = [tr("{card} for #{label} (unseen)", card=c, label=label_of(i)) if weights[c] == FULL
                     else tr("{card} for #{label} (seen)", card=c, label=label_of(i)) for i, c in missing]
            text = tr("it builds toward the run {run} needed to go Rack-O: still missing {wants}",
                      run=run, wants=wants)
        planned = tuple(v + i - s if s <= i < s + need else c for i, c in enumerate(rack))
        return planned, [Reason("R-RUN3", text)]
    longest = longest_run(rack)
    if table.ruleset.options.run_bonus.value != "off" and longest and longest.length > 1:
        start, length = longest.start, longest.length
        run = tr("the run {first}-{last} in {slots}",
                 first=rack[start], last=rack[start + length - 1],
                 slots=_slots(start, start + length - 1))
        if length >= 3:
            text = tr("{run} earns +{bonus} when the rack goes Rack-O",
                      run=run, bonus=bonus_for_run(length))
        else:
            text = tr("{run} counts toward a run bonus (a run of 3 earns +{bonus})",
                      run=run, bonus=bonus_for_run(3))
        return rack, [Reason("R-BONUS", text)]
    return rack, []


def _reasons(table: Table, choices: Sequence[Choice], board: Board, plan: Plan,
             need: int, by_value: bool = True) -> list[Reason]:
    """Why the first choice, `best`; `board` and `plan` price the table as it stands. The gaps
    and the run are those of the rack the choice leaves: with a taken discard in its best slot,
    say."""
    best = choices[0]
    chain: Chain = plan
    out: list[Reason] = []
    action = best.action
    complete = can_go_rack_o(table.ruleset, table.players, table.rack)  # before this choice
    if action == DRAW_STOCK:
        if table.discard_top is None:
            text: str = tr("draw from the stock: the discard pile is empty")
        elif complete:  # R-WAIT: a Rack-O not called yet
            text = tr("draw from the stock: the rack is already a Rack-O, worth {points}, and the "
                      "{card} on the discard pile adds no more to its score than a "
                      "stock card does on average", points=win_points(table.ruleset, table.rack),
                      card=table.discard_top)
        else:
            text = (tr("draw from the stock: the {card} on the discard pile helps "
                       "the rack less than a stock card does on average",
                       card=table.discard_top))
        out.append(Reason("R-TURN", text))
    elif best.rack_after is not None:
        taken = action == TAKE_DISCARD
        card = table.discard_top if taken else table.hand
        assert card is not None
        rack = best.rack_after
        denial = _denial_reasons(choices) if by_value else []
        if action.type is ActionType.DISCARD:
            why: str
            if can_go_rack_o(table.ruleset, table.players, rack):
                why = (tr(": the rack is already a Rack-O, worth {points}, and no slot makes it score more",
                          points=win_points(table.ruleset, rack))
                       if table.ruleset.options.explicit_call else tr(": the rack is already a Rack-O"))
            else:
                why = "" if denial or not by_value else tr(": no slot brings the rack closer to Rack-O")
            out.append(Reason("R-TURN-STOCK-MAY", tr("let the {card} go{why}", card=card, why=why)))
        else:
            slot = next(i for i, c in enumerate(rack) if c != table.rack[i])
            text = _placement(card, slot, rack, best.card_out)
            if can_go_rack_o(table.ruleset, table.players, rack):
                text = tr("{placed}: the rack is then a Rack-O, worth {points}", placed=text,
                          points=win_points(table.ruleset, rack))
            if table.source is Pile.STOCK and not can_discard(table.ruleset, Pile.STOCK):
                out.append(Reason("R-TURN-STOCK-MUST", tr("the {card} from the stock must "
                                                          "replace a card of the rack: it may "
                                                          "not be let go", card=card)))
            if taken and complete:  # R-WAIT: a Rack-O not called yet, made to score more
                out.append(Reason("R-TURN-DISCARD-MUST", tr("take the {card} from the discard "
                                                            "pile: the rack is already a Rack-O, "
                                                            "worth {points}, and the {card} makes "
                                                            "it score more than a stock card "
                                                            "would on average; it must go into "
                                                            "the rack", card=card,
                                                            points=win_points(table.ruleset,
                                                                              table.rack))))
            elif taken:
                out.append(Reason("R-TURN-DISCARD-MUST", tr("take the {card} from the discard "
                                                            "pile: it helps the rack more than a "
                                                            "stock card would on average, and it "
                                                            "must go into the rack", card=card)))
            out.append(Reason("R-TURN-SAME-SLOT" if best.card_out is not None else "R-QUICK", text))
        out += denial  # the card kept from the next player
        if by_value:
            out += _points_reasons(table, choices) + _tie_reasons(table, choices)
        if best.plan is not None:
            chain, board = best.plan, best.plan.board
        else:  # only the run it plans is needed, not the price of further changes
            weights = list(table.weights)
            weights[card] = GONE
            if best.card_out is not None:
                weights[best.card_out] = SEEN
            board = Board(table.top, weights, table.horizon)
            chain = Chain(board, rack, weights, need)
    planned, runs = _run_reasons(table, chain, need)
    return out + _gap_reasons(table, board, planned, chain.weights) + runs


def _placement(card: int, slot: int, rack: Rack, card_out: int | None) -> str:
    """`card` goes into `slot` of `rack` (the rack after): in place of what, between which cards
    (the nearest on either side, and whether each is in order with it)."""
    filled = [(i, c) for i, c in enumerate(rack) if c is not None]
    at = next(n for n, (i, _) in enumerate(filled) if i == slot)
    cards = [c for _, c in filled]
    low = cards[at - 1] if at > 0 else None
    high = cards[at + 1] if at + 1 < len(cards) else None
    instead = tr(" in place of {card}", card=card_out) if card_out is not None else tr(" (empty)")
    between: str = ""
    wrong: list[str] = []
    if low is not None or high is not None:
        between = tr(", between {low} and {high}", low=low if low is not None else tr("the start"),
                     high=high if high is not None else tr("the end"))
        # a neighbour out of order with the card or with the card beyond it
        wrong = [str(low) for _ in (1,) if low is not None and (
            low > card or (at > 1 and cards[at - 2] > low))]
        wrong += [str(high) for _ in (1,) if high is not None and (
            high < card or (at + 2 < len(cards) and cards[at + 2] < high))]
    order: str = ""
    if len(wrong) == 1:
        order = tr(" ({card} is out of order)", card=wrong[0])
    elif wrong:
        order = tr(" ({card} and {other} are out of order)", card=wrong[0], other=wrong[1])
    return tr("{card} goes into #{label}{instead}{between}{order}", card=card, label=label_of(slot),
              instead=instead, between=between, order=order)


__all__ = ["HORIZON", "LOOKED_AT", "MIN_HORIZON", "Advice", "Choice", "Table", "advise", "chain_gaps",
           "table_of", "weights_of"]
