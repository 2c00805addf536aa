"""The engine under a hypothesis state machine: random legal and illegal actions, with invariants.

Invariants: every one of the 108 cards is in exactly one place; no view, and no event as a seat
sees it, shows another seat's hidden cards nor the draw pile; an action is accepted exactly when
`legal_actions` lists it, and a refused action changes nothing; the stored form round-trips.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from racko_api.core.errors import IllegalMove, InvalidInput
from racko_api.core.events import problems
from racko_api.core.plays import Pile
from racko_api.games.kinds import EVENT_TYPES, RULES
from racko_api.games.super_rack_o.actions import (
    ACCEPT_SWAP,
    CALL_SUPER_RACK_O,
    DISCARD,
    DRAW_STOCK,
    NEXT_ROUND,
    TAKE_DISCARD,
    Action,
    ActionType,
    exchange,
    play_reverse,
    play_swap,
)
from racko_api.games.super_rack_o.bots import basic_bot, bot_move
from racko_api.games.super_rack_o.cards import Colour, Kind, format_card
from racko_api.games.super_rack_o.deck import face
from racko_api.games.super_rack_o.engine import apply, legal_actions, new_game, seats_to_act
from racko_api.games.super_rack_o.events import Event
from racko_api.games.super_rack_o.rack import Slot
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O
from racko_api.games.super_rack_o.state import GameState, Phase, consistency_errors, from_dict
from racko_api.games.super_rack_o.views import public_view, view

slots = st.builds(Slot, st.sampled_from(list(Colour)), st.integers(1, 8))
any_action: st.SearchStrategy[Action] = st.one_of(
    st.just(DRAW_STOCK), st.just(TAKE_DISCARD), st.just(DISCARD), st.just(ACCEPT_SWAP),
    st.just(CALL_SUPER_RACK_O), st.just(NEXT_ROUND), st.builds(exchange, slots),
    st.builds(play_swap, st.integers(0, 4), st.integers(1, 8)),
    st.builds(play_reverse, st.integers(1, 8), st.none() | slots),
)


def strings(tree: Any) -> list[str]:
    if isinstance(tree, str):
        return [tree]
    if isinstance(tree, dict):
        return [s for v in tree.values() for s in strings(v)]
    if isinstance(tree, list):
        return [s for v in tree for s in strings(v)]
    return []


def history_aside(view: dict[str, Any]) -> dict[str, Any]:
    """A view without the finished rounds (`scores`), whose racks were laid open for all."""
    return {k: v for k, v in view.items() if k != "scores"}


def number_texts(state: GameState, ids: Any) -> set[str]:
    return {format_card(face(i)) for i in ids if face(i).kind is Kind.NUMBER}


class SuperRackOGame(RuleBasedStateMachine):
    state: GameState
    events: tuple[Event, ...]

    @initialize(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1), wins=st.integers(1, 2))
    def deal(self, players: int, seed: int, wins: int) -> None:
        self.rng = random.Random(seed)
        ruleset = SUPER_RACK_O.with_options({"wins_needed": wins})
        self.state, self.events = new_game(ruleset, players, seed=seed)
        self.face_up: set[str] = set()
        self._check_events()

    def _play(self, seat: int, action: Action) -> None:
        """Apply a move and check what every seat sees of its events."""
        self._saw(self.state)
        self.state, self.events = apply(self.state, seat, action)
        self._check_events()

    def _saw(self, s: GameState) -> None:
        """Cards the whole table saw face up this round: the discard pile, a card taken from it."""
        self.face_up |= number_texts(s, s.discard)
        if s.hand is not None and s.source is Pile.DISCARD:
            self.face_up |= number_texts(s, [s.hand])

    def _hidden_from(self, seat: int) -> set[str]:
        s = self.state
        hidden = number_texts(s, s.stock)
        if s.hand is not None and s.turn != seat and s.source is Pile.STOCK:
            hidden |= number_texts(s, [s.hand])
        if s.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER):  # else every rack was laid open
            for other, rack in enumerate(s.racks):
                if other != seat:
                    hidden |= number_texts(s, rack.blue + rack.red)
        return hidden - self.face_up

    def _check_events(self) -> None:
        if any(e.type == "dealt" for e in self.events):
            self.face_up = set()  # a new round: nothing of it was seen yet
        self._saw(self.state)
        for seat in range(self.state.players):
            hidden = self._hidden_from(seat)
            for e in self.events:
                leaked = hidden & set(strings(e.view(seat)))
                assert not leaked, f"{e.type} shows seat {seat} hidden cards {leaked}"
                assert not problems(e, EVENT_TYPES), problems(e, EVENT_TYPES)

    @precondition(lambda self: bool(seats_to_act(self.state)))
    @rule(data=st.data())
    def legal_action(self, data: st.DataObject) -> None:
        seat = data.draw(st.sampled_from(seats_to_act(self.state)), label="seat")
        action = data.draw(st.sampled_from(legal_actions(self.state, seat)), label="action")
        self._play(seat, action)

    @precondition(lambda self: self.state.phase is not Phase.GAME_OVER)
    @rule()
    def basic_bot_move(self) -> None:
        """Sensible play too, so that games reach calls, new rounds and the end."""
        move = bot_move(self.state, [basic_bot] * self.state.players, self.rng)
        assert move is not None
        self._play(*move)

    @precondition(lambda self: self.state.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER))
    @rule()
    def bots_play_out_the_round(self) -> None:
        """Basic bots play until someone calls (bounded), to reach round and game ends."""
        for _ in range(400):
            move = bot_move(self.state, [basic_bot] * self.state.players, self.rng)
            if move is None or self.state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
                break
            self._play(*move)

    @rule(seat=st.integers(-1, 4), action=any_action)
    def any_action(self, seat: int, action: Action) -> None:
        legal = legal_actions(self.state, seat) if 0 <= seat < self.state.players else ()
        if action.type is ActionType.PLAY_REVERSE and action.slot is None:
            accepted = any(a.type is ActionType.PLAY_REVERSE and a.row == action.row for a in legal)
        else:
            accepted = action in legal
        before = json.dumps(self.state.to_dict())
        try:
            new, events = apply(self.state, seat, action)
        except (IllegalMove, InvalidInput) as e:
            assert not accepted, f"{action} is listed as legal for seat {seat} but refused: {e}"
            assert e.rule is None or e.rule in RULES
            if isinstance(e, IllegalMove):
                assert e.rule is not None
            assert json.dumps(self.state.to_dict()) == before
        else:
            assert accepted, f"{action} was accepted for seat {seat} but is not listed as legal"
            assert json.dumps(self.state.to_dict()) == before, "apply changed the state it was given"
            self._saw(self.state)
            self.state, self.events = new, events
            self._check_events()

    @invariant()
    def every_card_in_exactly_one_place(self) -> None:
        event(f"phase {self.state.phase.value}")
        if self.state.pending is not None and self.state.pending.reverses:
            event("a swap was reversed")
        assert self.state.conservation_errors() == []
        assert consistency_errors(self.state) == []

    @invariant()
    def no_view_shows_hidden_cards(self) -> None:
        """Number cards are unique, so a number text in a view must be one the seat may see."""
        s = self.state
        public = number_texts(s, s.discard)
        if s.hand is not None and s.source is Pile.DISCARD:
            public |= number_texts(s, [s.hand])
        in_play = number_texts(s, s.stock + ((s.hand,) if s.hand is not None else ()))
        for rack in s.racks:
            in_play |= number_texts(s, rack.blue + rack.red)
        assert set(strings(history_aside(public_view(s)))) & in_play <= public
        for seat in range(s.players):
            own = number_texts(s, s.racks[seat].blue + s.racks[seat].red)
            if s.hand is not None and seat == s.turn:
                own |= number_texts(s, [s.hand])
            v = view(s, seat)
            assert json.loads(json.dumps(v)) == v
            seen = set(strings(history_aside(v))) & in_play
            assert seen <= own | public, f"seat {seat} sees {seen - own - public}"
            for e in self.events:
                if seat != e.seat:
                    shown = e.view(seat)
                    assert all(k in e.public for k in e.private if k in shown)

    @invariant()
    def stored_form_round_trips(self) -> None:
        assert from_dict(json.loads(json.dumps(self.state.to_dict()))) == self.state

    @invariant()
    def phase_matches_the_actions_on_offer(self) -> None:
        s = self.state
        if s.phase is Phase.GAME_OVER:
            assert seats_to_act(s) == ()
        elif s.phase is Phase.SWAP_PENDING:
            assert s.pending is not None and ACCEPT_SWAP in legal_actions(s, s.pending.target)
        elif s.phase is not Phase.ROUND_OVER:
            assert legal_actions(s, s.turn)


AT_LENGTH = settings(
    max_examples=30, stateful_step_count=50, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


class test_S_TURN_S_SWAP_S_REVERSE_S_WIN_engine_state_machine(SuperRackOGame.TestCase):
    """Every run: about a quarter of the games, as long each."""

    settings = settings(AT_LENGTH, max_examples=8)


@pytest.mark.slow
class test_S_TURN_S_SWAP_S_REVERSE_S_WIN_engine_state_machine_at_length(SuperRackOGame.TestCase):
    settings = AT_LENGTH
