"""The Rack-O game engine: `new_game`, `legal_actions`, `verify_action`, `can_apply`, `apply`, for
every edition (the same protocol as the Super Rack-O engine, see `racko_api.games.kinds`).

Every rule comes from the rules modules (`racko_api.games.rack_o`): the turn (`verify_take`, `verify_discard`,
`verify_exchange`, `verify_place`), going Rack-O (`verify_rack_o`), scoring (`score_rack`)
and the target (`standing`). `apply` begins with `verify_action`, which raises IllegalMove or
InvalidInput naming the rule; states are frozen values, so it returns a new state (built with
`dataclasses.replace`) with the events of the action, and the given one stays as it was.

Readings taken here (see also `deal.py`):
- When a card must be drawn from an empty stock, the discard pile becomes the stock first:
  turned over, its oldest card on top (R-RESTOCK), or shuffled if the `restock` option says so.
- Without `explicit_call`, the round ends at the end of the turn that leaves the mover's rack
  a legal Rack-O. With it (R-WAIT), any seat whose rack may go Rack-O may call it between turns
  (while nobody holds a card), so the player who just completed it may call at once.
- A round that reaches `turn_limit` turns without a Rack-O ends blocked at the end of that turn:
  every rack scores as a loser's (R-TURN-LIMIT).
- After a round any seat may ask for the next deal; the deal passes to the left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TypeVar

from racko_api.core.deals import chain as deal_chain
from racko_api.core.deals import commitment, table_rng
from racko_api.core.deals.ledger import verify_fixed_seed
from racko_api.core.errors import FieldError, IllegalMove, InvalidInput, passes
from racko_api.core.events import Event
from racko_api.core.plays import Pile
from racko_api.core.restock import restocked
from racko_api.core.target import standing
from racko_api.core.words import tr
from racko_api.games.rack_o.actions import (
    CALL_RACK_O,
    DISCARD,
    DRAW_STOCK,
    EXCHANGE,
    NEXT_ROUND,
    PLACE,
    TAKE_DISCARD,
    Action,
    ActionType,
)
from racko_api.games.rack_o.deal import choose_first_dealer, deal, filled_labels, verify_table
from racko_api.games.rack_o.racko import can_go_rack_o, verify_rack_o
from racko_api.games.rack_o.racks import RACK_SIZE, SLOT_LABELS, Rack, is_ascending
from racko_api.games.rack_o.ruleset import Ruleset
from racko_api.games.rack_o.scoring import partner_run_bonus, score_rack, team_bonus_applies
from racko_api.games.rack_o.state import GameState, Phase, RoundResult, revealed
from racko_api.games.rack_o.turns import (
    can_discard,
    can_place,
    stock_rule,
    verify_discard,
    verify_exchange,
    verify_place,
    verify_take,
)

Result = tuple[GameState, tuple[Event, ...]]
SCORE_UNIT = "points"  # what a Rack-O round scores and a total counts
T = TypeVar("T")


def new_game(ruleset: Ruleset, players: int, *, seed: int | None = None,
             wait_for: Sequence[int] = (), first_player: int | None = None) -> Result:
    """Seat `players`, choose the first dealer and deal round 1 (`first_player`: the seat the table
    names to start, where the youngest starts, R-DEAL); with `wait_for` (the seats played
    from their own devices), round 1 is dealt only once each of them has contributed (R-DEAL,
    `contribute`), so the deal mixes texts the server could not know when it committed.

    Every random choice comes from `racko_api.core.deals.table_rng(seed, ...)`: the system's secure
    source, or for a fixed `seed` (tests and replays only) a generator, so the game replays alike.
    """
    n, top = verify_table(ruleset, players)
    verify_fixed_seed(seed)
    awaiting = deal_chain.read_awaited(wait_for, n)
    choice = choose_first_dealer(ruleset, n, top, table_rng(seed, "first dealer"), first_player)
    chain = deal_chain.new_chain(table_rng(seed, "deal chain"))
    empty = ((None,) * RACK_SIZE,) * n
    state = GameState(ruleset=ruleset, players=n, top=top, seed=seed,
                      first_dealer=choice.record, round=0, dealer=choice.dealer,
                      turn=(choice.dealer + 1) % n, phase=Phase.WAITING, racks=empty,
                      stock=tuple(range(1, top + 1)), discard=(), totals=(0,) * n, shown=empty,
                      chain=chain, contributions=(None,) * n, awaiting=awaiting)
    opening = (deal_chain.chain_event(chain),
               Event("first_dealer", None, dict(choice.record), rule="R-DEAL"))
    if awaiting:
        return state, opening
    state, dealt = _deal_round(state, choice.dealer)
    return state, (*opening, *dealt)


def contribute(state: GameState, seat: int, text: object) -> Result:
    """Seat `seat`'s contribution to the seeds of every round dealt after it (R-DEAL); the last
    contribution round 1 waits for deals it."""
    contributions, event = deal_chain.contributed(state.chain, state.contributions, seat, text)
    state = state.but(contributions=contributions)
    if state.phase is not Phase.WAITING or deal_chain.waiting_for(state):
        return state, (event,)
    state, dealt = _deal_round(state, state.dealer)
    return state, (event, *dealt)


def before_round(ruleset: Ruleset, players: int, round_number: int, totals: tuple[int, ...],
                 contributions: tuple[str | None, ...]) -> GameState:
    """A table about to deal round `round_number` with these totals and contributions: where the
    replay of a logged round starts (`deal_round` then deals it)."""
    n, top = verify_table(ruleset, players)
    done = round_number - 1
    return GameState(ruleset=ruleset, players=n, top=top, seed=None, first_dealer={}, round=done,
                     dealer=0, turn=0, phase=Phase.ROUND_OVER, racks=(), stock=(), discard=(),
                     totals=totals, deal_seeds=(None,) * done, server_seeds=(None,) * done,
                     contributions=contributions)


def _deal_round(state: GameState, dealer: int) -> Result:
    seeds = deal_chain.deal_seed(state.chain, state.contributions, state.round + 1, state.seed)
    return deal_round(state, dealer, seeds)


def deal_round(state: GameState, dealer: int, seeds: deal_chain.DealSeed) -> Result:
    """Deal the next round from `seeds`, mixed with the state's contributions (the replay of a
    logged round starts here too)."""
    seed = seeds.seed
    d = deal(state.ruleset, state.players, state.top, dealer, seed)
    opts = state.ruleset.options
    racks = tuple(tuple(r) for r in d.racks)
    chained = deal_chain.after_deal(state, seeds)
    state = state.but(
        server_seeds=chained["server_seeds"], dealt_with=chained["dealt_with"],
        deal_seeds=(*state.deal_seeds, seed), round=state.round + 1, dealer=dealer,
        turn=(dealer + 1) % state.players, phase=Phase.DRAW, racks=racks, stock=tuple(d.stock),
        discard=tuple(d.discard), hand=None, source=None, turns=0, restocks=0,
        seen=1 << d.discard[-1],
        shown=tuple(r if opts.open_racks else (None,) * RACK_SIZE for r in racks))
    quick = opts.cards_dealt < RACK_SIZE
    events = [Event("dealt", None, {"round": state.round, "dealer": dealer, "first_player": state.turn,
                                    "deal_order": opts.deal_order.value, "cards_dealt": opts.cards_dealt,
                                    "discard_top": state.discard[-1], "stock_count": len(state.stock),
                                    "commitment": commitment(seed),
                                    **deal_chain.dealt_fields(seeds, state.contributions)},
                    rule="R-QUICK" if quick else "R-DEAL")]
    for seat, rack in enumerate(state.racks):
        public: dict[str, Any] = {"slots": filled_labels(rack)}
        if opts.open_racks:
            public["rack"] = list(rack)
        events.append(Event("rack_dealt", seat, public, {"rack": list(rack)},
                            rule="R-OPEN" if opts.open_racks else "R-DEAL"))
    return state, tuple(events)


def may_call(state: GameState, seat: int) -> bool:
    """R-WAIT: `seat` may call Rack-O now (between turns, with a rack that may go Rack-O)."""
    return 0 <= seat < state.players and rack_may_call(state.ruleset, state.players, state.phase,
                                                    state.rack(seat))


def verify_call(ruleset: Ruleset, players: int, phase: Phase, rack: Rack) -> None:
    """R-WAIT: raise IllegalMove naming the rule unless a seat holding `rack` may call Rack-O now."""
    why = _why_no_call(ruleset, phase)
    if why:
        raise IllegalMove(why, rule="R-WAIT")
    verify_rack_o(ruleset, players, rack)


def rack_may_call(ruleset: Ruleset, players: int, phase: Phase, rack: Rack) -> bool:
    """`verify_call` as a yes or no, without raising: views and bots ask it on every move."""
    return _why_no_call(ruleset, phase) is None and can_go_rack_o(ruleset, players, rack)


# Made once: views and bots ask on every move whether a seat may call.
_AUTOMATIC = tr("going Rack-O is automatic in this ruleset; there is nothing to call")
_HOLDING = tr("Rack-O is called between turns, not while a card is held")


def _why_no_call(ruleset: Ruleset, phase: Phase) -> str | None:
    if not ruleset.options.explicit_call:
        return _AUTOMATIC
    if phase is not Phase.DRAW:
        return _HOLDING
    return None


def awaited_seat(state: GameState) -> int | None:
    """The seat the game waits for, or None when any seat may deal the next round (or it is over)."""
    return state.turn if state.phase in (Phase.DRAW, Phase.HOLDING) else None


def legal_actions(state: GameState, seat: int) -> list[Action]:
    """Every action `seat` may take now; `apply` accepts exactly these."""
    if not 0 <= seat < state.players:
        return []
    return legal_for(state.ruleset, state.players, state.phase, seat, state.turn, state.rack(seat),
                     len(state.stock), len(state.discard), state.source)


def legal_for(ruleset: Ruleset, players: int, phase: Phase, seat: int, turn: int, rack: Rack,
              stock_count: int, discard_count: int, source: Pile | None) -> list[Action]:
    """`legal_actions` from what the seat itself can see (so a seat's view can list them too)."""
    if phase is Phase.GAME_OVER or phase is Phase.WAITING:
        return []
    if phase is Phase.ROUND_OVER:
        return [NEXT_ROUND]
    out: list[Action] = []
    if phase is Phase.DRAW:
        if rack_may_call(ruleset, players, phase, rack):
            out.append(CALL_RACK_O)
        if seat == turn:
            if passes(verify_take, Pile.STOCK, stock_count or discard_count):
                out.append(DRAW_STOCK)
            if passes(verify_take, Pile.DISCARD, discard_count):
                out.append(TAKE_DISCARD)
        return out
    if seat != turn:
        return out
    for i in range(RACK_SIZE):
        if passes(verify_exchange, rack, i):
            out.append(EXCHANGE[i])
        elif can_place(ruleset, rack, i):
            out.append(PLACE[i])
    assert source is not None
    if can_discard(ruleset, source):
        out.append(DISCARD)
    return out


def verify_action(state: GameState, seat: int, action: Action) -> None:
    """Raise IllegalMove (naming the rule) or InvalidInput unless `seat` may play `action` now."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise InvalidInput(tr("there is no seat {seat!r}", seat=seat),
                           errors=(FieldError("seat", tr("0-{last_seat}",
                                                         last_seat=state.players - 1)),))
    kind = action.type
    phase = state.phase
    deal_chain.verify_dealt(state)
    if phase is Phase.GAME_OVER:
        raise IllegalMove(tr("the game is over"), rule="R-TARGET")
    if kind is ActionType.NEXT_ROUND:
        if phase is not Phase.ROUND_OVER:
            raise IllegalMove(tr("the round is not over: nobody has gone Rack-O yet"), rule="R-RACKO")
        return
    if phase is Phase.ROUND_OVER:
        raise IllegalMove(tr("the round is over: deal the next round"), rule="R-RACKO")
    if kind is ActionType.CALL_RACK_O:
        verify_call(state.ruleset, state.players, phase, state.rack(seat))
        return
    if seat != state.turn:
        raise IllegalMove(tr("it is seat {seat}'s turn", seat=state.turn), rule="R-TURN")
    if kind is ActionType.DRAW_STOCK or kind is ActionType.TAKE_DISCARD:
        if phase is not Phase.DRAW:
            raise IllegalMove(tr("you already hold a card: exchange, place or discard it"), rule="R-TURN")
        if kind is ActionType.TAKE_DISCARD:
            verify_take(Pile.DISCARD, len(state.discard))
        else:
            verify_take(Pile.STOCK, len(state.stock) or len(state.discard))
        return
    if phase is not Phase.HOLDING:
        raise IllegalMove(tr("take the top card of the stock or of the discard pile first"), rule="R-TURN")
    if kind is ActionType.DISCARD:
        assert state.source is not None
        verify_discard(state.ruleset, state.source)
        return
    if action.slot is None or not 0 <= action.slot < RACK_SIZE:
        raise InvalidInput(tr("{action} needs a slot label 5, 10, ... 50", action=kind.value),
        rule="R-RACK",
                           errors=(FieldError("slot", tr("must be one of 5, 10, ... 50"), "R-RACK"),))
    if kind is ActionType.EXCHANGE:
        verify_exchange(state.rack(seat), action.slot)
    else:
        verify_place(state.ruleset, state.rack(seat), action.slot)


def can_apply(state: GameState, seat: int, action: Action) -> bool:
    """True when `apply` would accept the action now."""
    return passes(verify_action, state, seat, action)


def apply(state: GameState, seat: int, action: Action) -> Result:
    """Play `action` for `seat`: a new state and the events, or a refusal (see `verify_action`)."""
    verify_action(state, seat, action)
    kind = action.type
    if kind is ActionType.NEXT_ROUND:
        return _deal_round(state.but(moves=state.moves + 1), (state.dealer + 1) % state.players)
    if kind is ActionType.CALL_RACK_O:
        return _end_round(state.but(moves=state.moves + 1), seat, called=True)
    if kind is ActionType.DRAW_STOCK or kind is ActionType.TAKE_DISCARD:
        return _take(state, seat, kind is ActionType.TAKE_DISCARD)
    if kind is ActionType.DISCARD:
        return _discard(state, seat)
    assert action.slot is not None
    if kind is ActionType.EXCHANGE:
        return _exchange(state, seat, action.slot)
    return _place(state, seat, action.slot)


def _take(state: GameState, seat: int, from_discard: bool) -> Result:
    events: list[Event] = []
    if from_discard:
        card = state.discard[-1]
        changes: dict[str, Any] = {"discard": state.discard[:-1], "source": Pile.DISCARD}
        events.append(Event("took_discard", seat, {"card": card}, rule="R-TURN-DISCARD-MUST"))
    else:
        stock, changes = state.stock, {"source": Pile.STOCK}
        if not stock:
            stock, restocked = _restock(state)
            changes |= {"discard": (), "restocks": state.restocks + 1}
            events.append(restocked)
        card, changes["stock"] = stock[-1], stock[:-1]
        events.append(Event("drew", seat, {"stock_count": len(stock) - 1}, {"card": card},
                            rule=stock_rule(state.ruleset)))
    state = state.but(hand=card, phase=Phase.HOLDING, moves=state.moves + 1, **changes)
    return state, tuple(events)


def _restock(state: GameState) -> tuple[tuple[int, ...], Event]:
    """R-RESTOCK: the discard pile becomes the stock, turned over (oldest card on top) or shuffled."""
    method = state.ruleset.options.restock
    stock = restocked(state.discard, method, state.deal_seeds[-1], state.restocks + 1)
    return stock, Event("restocked", None, {"method": method.value, "cards": len(stock)}, rule="R-RESTOCK")


def _put(state: GameState, seat: int, slot: int, card: int, public: dict[str, Any]) -> dict[str, Any]:
    """The racks (and what all saw go in) with `card` in `seat`'s rack at `slot`; `public` says
    the card when all saw it (it was face up, or racks are open)."""
    racks = _replaced(state.racks, seat, _replaced(state.racks[seat], slot, card))
    changes: dict[str, Any] = {"racks": racks}
    row = state.shown[seat]
    if state.source is Pile.DISCARD or state.ruleset.options.open_racks:
        public["card"] = card
        changes["shown"] = _replaced(state.shown, seat, _replaced(row, slot, card))
    elif row[slot] is not None:
        changes["shown"] = _replaced(state.shown, seat, _replaced(row, slot, None))
    return changes


def _replaced(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """`items` with `value` at `index`."""
    return (*items[:index], value, *items[index + 1:])


def _exchange(state: GameState, seat: int, slot: int) -> Result:
    card, old = state.hand, state.racks[seat][slot]
    assert card is not None and old is not None
    public: dict[str, Any] = {"slot": SLOT_LABELS[slot], "discarded": old}
    changes = _put(state, seat, slot, card, public)
    event = Event("exchanged", seat, public, {"card": card}, rule="R-TURN-SAME-SLOT")
    state, ended = _end_turn(state, seat, discard=(*state.discard, old), seen=state.seen | 1 << old,
                             **changes)
    return state, (event, *ended)


def _place(state: GameState, seat: int, slot: int) -> Result:
    card = state.hand
    assert card is not None
    public: dict[str, Any] = {"slot": SLOT_LABELS[slot]}
    changes = _put(state, seat, slot, card, public)
    event = Event("placed", seat, public, {"card": card}, rule="R-QUICK")
    state, ended = _end_turn(state, seat, **changes)
    return state, (event, *ended)


def _discard(state: GameState, seat: int) -> Result:
    card = state.hand
    assert card is not None
    event = Event("discarded", seat, {"card": card}, rule="R-TURN-STOCK-MAY")
    state, ended = _end_turn(state, seat, rack_changed=state.turns < state.players,
                             discard=(*state.discard, card), seen=state.seen | 1 << card)
    return state, (event, *ended)


def _end_turn(state: GameState, seat: int, *, rack_changed: bool = True, **changes: Any) -> Result:
    """The turn's `changes`, then pass the turn, or end the round if the mover's rack may go
    Rack-O (without R-WAIT).

    A rack that did not change since the seat's last turn keeps the verdict it had then, so
    it is checked only after an exchange or a placement, or on the seat's first turn.
    """
    ends: dict[str, Any] = {"hand": None, "source": None, "turns": state.turns + 1,
                            "moves": state.moves + 1, "phase": Phase.DRAW}
    if rack_changed and not state.ruleset.options.explicit_call:
        rack = changes["racks"][seat] if "racks" in changes else state.rack(seat)
        if is_ascending(rack) and can_go_rack_o(state.ruleset, state.players, rack):  # cheap test first
            return _end_round(state.but(**changes, **ends), seat, called=False)
    if ends["turns"] >= state.ruleset.options.turn_limit:
        return _end_round(state.but(**changes, **ends), None, called=False)
    return state.but(**changes, **ends, turn=(state.turn + 1) % state.players), ()


def _end_round(state: GameState, seat: int | None, *, called: bool) -> Result:
    """Score every seat (score_rack), add the totals, and see whether the game is over (R-TARGET).

    `seat` went Rack-O; None: the round reached its turn limit (R-TURN-LIMIT) and ends blocked,
    every rack scored as a loser's.

    The racks come from the engine, so every card is in the deck and in one rack only: the
    checks `score_round` makes on racks typed in by people cannot fail here.
    """
    n = state.players
    names = [str(s) for s in range(n)]
    racks = tuple(state.rack(s) for s in range(n))
    scores = [score_rack(state.ruleset, n, racks[s], rack_o=s == seat, blocked=seat is None)
              for s in range(n)]
    teams = state.teams
    if teams and seat is not None and team_bonus_applies(state.ruleset):
        partners = next(t for t in teams if seat in t)
        partner_run = max((scores[s].longest_run for s in partners if s != seat), default=0)
        bonus, why = partner_run_bonus(scores[seat].bonus, partner_run)
        if why is not None:
            mine = scores[seat]
            scores[seat] = replace(mine, points=mine.points - mine.bonus + bonus, bonus=bonus,
                                   reasons=(*mine.reasons, why))
    points = tuple(p.points for p in scores)
    team_points = tuple(sum(points[s] for s in t) for t in teams) if teams else None
    state = state.but(
        totals=tuple(t + p for t, p in zip(state.totals, points, strict=True)),
        rounds=(*state.rounds, RoundResult(state.round, state.dealer, seat, called, points,
                                           0 if seat is None else scores[seat].bonus, racks,
                                           team_points, state.turns)))
    ending: dict[str, Any] = {}
    if seat is None:
        ending = {"ended_by": "turn_limit", "turn_limit": state.ruleset.options.turn_limit}
    events = [
        *(() if seat is None else
          (Event("rack_o", seat, {"rack": list(racks[seat]), "called": called}, rule="R-RACKO"),)),
        Event("round_over", None, {
            "round": state.round,
            "winner": seat,
            **ending,
            "racks": [list(r) for r in racks],
            "scores": list(points),
            "totals": list(state.totals),
            "score_unit": SCORE_UNIT,
            "details": [{"seat": s, "points": p.points, "bonus": p.bonus,
                         "reasons": [{"rule": r.rule, "text": r.text} for r in p.reasons]}
                        for s, p in enumerate(scores)],
            "team_points": None if team_points is None else list(team_points),
            "team_totals": _listed(state.team_totals),
        }, rule="R-SCORE-WIN" if seat is not None else "R-TURN-LIMIT"),
        *revealed(state),
    ]
    if teams:
        team_totals = state.team_totals or ()
        keyed = {"+".join(map(str, t)): total for t, total in zip(teams, team_totals, strict=True)}
    else:
        keyed = {names[s]: state.totals[s] for s in range(n)}
    outcome = standing(keyed, state.ruleset.options.target)
    if outcome.winner is not None:
        winner = tuple(int(s) for s in outcome.winner.split("+"))
        state = state.but(winner=winner, phase=Phase.GAME_OVER)
        events.append(Event("game_over", None, {"winner": list(winner), "totals": list(state.totals),
                                                "team_totals": _listed(state.team_totals),
                                                "score_unit": SCORE_UNIT}, rule="R-TARGET"))
    else:
        state = state.but(phase=Phase.ROUND_OVER)
        if outcome.tie_at_target:
            events.append(Event("tie_at_target", None, {"totals": list(state.totals)}, rule="R-TARGET"))
    return state, tuple(events)


def _listed(values: tuple[int, ...] | None) -> list[int] | None:
    return None if values is None else list(values)


__all__ = ["Result", "apply", "awaited_seat", "before_round", "can_apply", "contribute", "deal_round",
           "legal_actions", "legal_for", "may_call", "new_game", "rack_may_call", "verify_action",
           "verify_call"]
