"""The toy game's engine: the same protocol as every game's (`core.kind.GameEngine`)."""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from itertools import pairwise

from racko_api.core.deals.chain import DealSeed, verify_dealt, waiting_for
from racko_api.core.errors import FieldError, IllegalMove, InvalidInput
from racko_api.core.events import Event, EventType
from racko_api.core.words import tr

from .state import DECK, RACK_SIZE, Phase, ToyAction, ToyRuleset, ToyState

TOY_EVENT_TYPES = (
    EventType("toy_dealt", "Toy: the round is dealt", ("discard_top", "stock_count"), shared=False),
    EventType("toy_sorted", "Toy: the seat's rack is in ascending order", ("rack",), shared=False),
)


def _deal(state: ToyState) -> tuple[ToyState, list[Event]]:
    rng = (random.Random(f"{state.seed}:{state.contributions}") if state.seed is not None
           else secrets.SystemRandom())
    deck = list(DECK)
    rng.shuffle(deck)
    racks = tuple(tuple(deck[i * RACK_SIZE:(i + 1) * RACK_SIZE]) for i in range(state.seats))
    rest = deck[state.seats * RACK_SIZE:]
    dealt = state.but(phase=Phase.PLAYING, racks=racks, discard=(rest[0],), stock=tuple(rest[1:]), turn=0)
    events = [Event("rack_dealt", seat, {}, {"rack": list(rack)}) for seat, rack in enumerate(racks)]
    events.append(Event("toy_dealt", None, {"discard_top": rest[0], "stock_count": len(rest) - 1}))
    return dealt, events


def in_order(rack: Sequence[int]) -> bool:
    """Whether the rack's cards ascend: the toy game's win."""
    return all(a < b for a, b in pairwise(rack))


def _end(state: ToyState, winner: int | None) -> tuple[ToyState, list[Event]]:
    scores = [RACK_SIZE if seat == winner else 0 for seat in range(state.seats)]
    over = Event("round_over", None, {"round": 1, "winner": winner, "racks": [list(r) for r in state.racks],
                                      "scores": scores, "totals": scores, "score_unit": "points",
                                      **({} if winner is not None else {"ended_by": "stock"})})
    won = Event("game_over", None, {"winner": [] if winner is None else [winner], "totals": scores,
                                    "team_totals": None, "score_unit": "points"})
    return state.but(phase=Phase.GAME_OVER, turn=None, winner=winner), [over, won]


class ToyEngine:
    def new_game(self, ruleset: ToyRuleset, players: int, *, seed: int | None = None,
                 wait_for: Sequence[int] = (), first_player: int | None = None
                 ) -> tuple[ToyState, Sequence[Event]]:
        if first_player is not None:
            raise InvalidInput(tr("toy names no first player"),
                               errors=(FieldError("first_player", tr("leave it out")),))
        low, high = ruleset.players
        if not low <= players <= high:
            raise InvalidInput(tr("toy is for {low}-{high} players", low=low, high=high),
                               errors=(FieldError("seats", tr("{low}-{high} seats", low=low, high=high)),))
        state = ToyState(seats=players, phase=Phase.WAITING, contributions=(None,) * players,
                         awaiting=tuple(wait_for), seed=seed)
        return _deal(state) if not wait_for else (state, [])

    def legal_actions(self, state: ToyState, seat: int) -> Sequence[ToyAction]:
        if state.phase != Phase.PLAYING or state.turn != seat:
            return []
        if state.hand is None:
            return [ToyAction("draw_stock")]
        return [ToyAction("discard"), *(ToyAction("exchange", slot) for slot in range(RACK_SIZE))]

    def verify_action(self, state: ToyState, seat: int, action: ToyAction) -> None:
        verify_dealt(state)
        if action not in self.legal_actions(state, seat):
            raise IllegalMove(tr("seat {seat} may not {action} now", seat=seat, action=action.type),
                              rule="R-TURN")

    def can_apply(self, state: ToyState, seat: int, action: ToyAction) -> bool:
        try:
            self.verify_action(state, seat, action)
        except (IllegalMove, InvalidInput):
            return False
        return True

    def apply(self, state: ToyState, seat: int, action: ToyAction) -> tuple[ToyState, Sequence[Event]]:
        self.verify_action(state, seat, action)
        if action.type == "draw_stock":
            return (state.but(hand=state.stock[0], stock=state.stock[1:]),
                    [Event("drew", seat, {"stock_count": len(state.stock) - 1}, {"card": state.stock[0]})])
        assert state.hand is not None
        rack = state.racks[seat]
        if action.type == "discard":
            out, event = state.hand, Event("discarded", seat, {"card": state.hand})
        else:
            assert action.slot is not None
            out = rack[action.slot]
            rack = (*rack[:action.slot], state.hand, *rack[action.slot + 1:])
            event = Event("exchanged", seat, {"slot": action.slot, "discarded": out}, {"card": state.hand})
        racks = (*state.racks[:seat], rack, *state.racks[seat + 1:])
        played = state.but(racks=racks, hand=None, discard=(*state.discard, out),
                           turn=(seat + 1) % state.seats)
        if in_order(rack):
            ended, last = _end(played, seat)
            return ended, [event, Event("toy_sorted", seat, {"rack": list(rack)}), *last]
        if not played.stock:
            ended, last = _end(played, None)
            return ended, [event, *last]
        return played, [event]

    def contribute(self, state: ToyState, seat: int, text: object) -> tuple[ToyState, Sequence[Event]]:
        if not isinstance(text, str) or not 1 <= len(text) <= 256:
            raise InvalidInput(tr("a contribution is a text of 1-256 characters"),
                               errors=(FieldError("contribution", tr("1-256 characters")),))
        if state.contributions[seat] is not None:
            raise IllegalMove(tr("seat {seat} has contributed already", seat=seat), rule="R-DEAL")
        given = state.but(contributions=tuple(text if i == seat else c
                                              for i, c in enumerate(state.contributions)))
        events = [Event("contributed", seat, {"contribution": text})]
        if state.phase == Phase.WAITING and not waiting_for(given):
            given, dealt = _deal(given)
            events += dealt
        return given, events

    def before_round(self, ruleset: ToyRuleset, players: int, round_number: int,
                     totals: tuple[int, ...], contributions: tuple[str | None, ...]) -> ToyState:
        return ToyState(seats=players, phase=Phase.WAITING, contributions=contributions, awaiting=())

    def deal_round(self, state: ToyState, dealer: int, seeds: DealSeed) -> tuple[ToyState, Sequence[Event]]:
        return _deal(state)

    def awaited_seat(self, state: ToyState) -> int | None:
        return state.turn if state.phase == Phase.PLAYING else None


TOY_ENGINE = ToyEngine()
