"""The advisor: every legal choice of one Rack-O decision, ranked, with an estimate and reasons.

What is legal comes only from the engine's `legal_for` (built on the turn rules' verify_/can_
functions), so the advice follows the rules of the edition and its house rules.

The estimate of a choice is the chance, under the gap model of `gaps.py`, that the player's
rack is complete (a legal Rack-O rack) within the next draws after that choice: HORIZON at the
deal of a two-player round, FEWER_PER_PLAYER less for each further player (the first of more
rivals goes out sooner), one less each time every player has had a turn (they get closer to
Rack-O too), never below MIN_HORIZON (`choices.py`, `Table.horizon`). With a
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
Rack-O score at once; a player alone is ranked by the chance. The reasons (`reasons.py`) say
why the first beats the second in points. The estimates say how likely each rack is to go Rack-O; before
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

from collections.abc import Sequence
from dataclasses import replace

from racko_api.core.errors import Reason
from racko_api.core.plays import Pile
from racko_api.games.rack_o.actions import DISCARD, DRAW_STOCK, TAKE_DISCARD, Action, ActionType
from racko_api.games.rack_o.bots.choices import POINTS_TIE, SOON, TIE, Advice, Choice, Table
from racko_api.games.rack_o.bots.denial import gifts
from racko_api.games.rack_o.bots.game import game_value
from racko_api.games.rack_o.bots.gaps import FULL, INF, SEEN, Board, Plan, chance, plan_of
from racko_api.games.rack_o.bots.points import (
    Call,
    advise_call,
    expected_points,
    finishing_cards,
    order_of,
    points_spread,
    rack_o_points,
    run_gain,
)
from racko_api.games.rack_o.bots.race import curve, plans, race, survival
from racko_api.games.rack_o.bots.reasons import game_reason, reasons_for
from racko_api.games.rack_o.engine import legal_for
from racko_api.games.rack_o.racko import can_go_rack_o
from racko_api.games.rack_o.scoring import loser_points
from racko_api.games.rack_o.state import Phase

LOOKED_AT = 3  # choices with a card in hand that are looked at one draw further
CLOSE = 0.8  # ... among those priced at least this share of the best one as they stand
SPREAD = 12  # values tried when looking one draw further while a run must be planned
GAME_MARGIN = 0.02  # a choice likelier to win the game by this much comes first


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
    reasons = reasons_for(table, choices, board, plan, need, game is None)
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
    rated = [game_value(rs, totals, target, c.rack_after or table.rack, c.going_first, table.rack)
             for c in choices]
    n = max(range(len(choices)), key=lambda i: (rated[i], -i))
    if rated[n] < rated[0] + GAME_MARGIN:
        return choices, None
    best = choices[n]
    return (best, *choices[:n], *choices[n + 1:]), game_reason(table, best, first, (rated[n], rated[0]))


__all__ = ["CLOSE", "GAME_MARGIN", "LOOKED_AT", "SPREAD", "advise", "call_for"]
