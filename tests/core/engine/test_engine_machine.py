"""The engine under a hypothesis state machine: random legal and illegal actions, with invariants.

Invariants: every card of the deck is in exactly one place; no view, and no event as a seat
sees it, holds a card hidden from that seat (another seat's rack, a card drawn from the stock,
the stock); an action is accepted exactly when `legal_actions` lists it, and a refused action
changes nothing; the stored form round-trips through JSON; and from any position the bots
finish the game within a bound.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from racko_api.core.errors import IllegalMove, InvalidInput
from racko_api.core.events import Event, problems
from racko_api.core.plays import Pile
from racko_api.games.kinds import EVENT_TYPES
from racko_api.games.rack_o.actions import (
    CALL_RACK_O,
    DISCARD,
    DRAW_STOCK,
    NEXT_ROUND,
    TAKE_DISCARD,
    Action,
    exchange,
    place,
)
from racko_api.games.rack_o.bots import BOTS, run_bots
from racko_api.games.rack_o.engine import apply, legal_actions, new_game
from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.state import GameState, Phase, from_dict
from racko_api.games.rack_o.views import seat_view, view

EVERY_ACTION: list[Action] = [DRAW_STOCK, TAKE_DISCARD, DISCARD, CALL_RACK_O, NEXT_ROUND,
                              *(exchange(i) for i in range(10)), *(place(i) for i in range(10))]
CARD_KEYS = {"card", "discarded", "rack", "racks", "discard_top", "discard_pile", "known_racks", "hand"}
HISTORY_KEYS = {"scores", "first_dealer"}  # finished rounds and the cut for the deal: public history
BOT_BOUND = 60_000


def cards_in(tree: Any, key: str | None = None) -> Iterator[int]:
    """Every card number under a card-carrying key (history excluded)."""
    if isinstance(tree, dict):
        for k, v in tree.items():
            if k not in HISTORY_KEYS:
                yield from cards_in(v, k if k in CARD_KEYS else key)
    elif isinstance(tree, list):
        for v in tree:
            yield from cards_in(v, key)
    elif isinstance(tree, int) and not isinstance(tree, bool) and key is not None:
        yield tree


class RackOMachine(RuleBasedStateMachine):
    state: GameState
    public_slot: list[list[bool]]  # the last card into this slot went in face up

    @initialize(preset=st.sampled_from(sorted(PRESETS)), players=st.integers(2, 4),
                seed=st.integers(0, 2**32), quick=st.booleans())
    def start(self, preset: str, players: int, seed: int, quick: bool) -> None:
        ruleset = get_ruleset(preset)
        if ruleset.options.teams:
            players = 4
        if quick and ruleset.options.cards_dealt == 10:
            ruleset = get_ruleset(preset, {"cards_dealt": 6, "target": 150, "restock": "shuffle"})
        self.state, events = new_game(ruleset, players, seed=seed)
        self.rng = random.Random(seed)
        self._fresh_round()
        self._check_events(events)

    def _fresh_round(self) -> None:
        opts = self.state.ruleset.options
        self.public_slot = [[opts.open_racks] * 10 for _ in range(self.state.players)]

    def _hidden_from(self, seat: int) -> set[int]:
        s = self.state
        hidden = set(s.stock)
        if s.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            return hidden  # the racks were laid open for scoring
        if s.hand is not None and s.turn != seat and s.source is Pile.STOCK:
            hidden.add(s.hand)
        for other, rack in enumerate(s.racks):
            if other != seat:
                hidden |= {c for c, shown in zip(rack, self.public_slot[other], strict=True)
                           if c is not None and not shown}
        return hidden

    def _check_events(self, events: tuple[Event, ...]) -> None:
        for seat in range(self.state.players):
            hidden = self._hidden_from(seat)
            for e in events:
                assert not problems(e, EVENT_TYPES), problems(e, EVENT_TYPES)
                seen = e.view(seat)
                if e.type in ("round_over", "rack_o"):
                    continue  # everyone sees the racks once the round is over
                leaked = hidden & set(cards_in(seen))
                assert not leaked, f"{e.type} shows seat {seat} hidden cards {leaked}"

    def _apply(self, seat: int, action: Action) -> None:
        s = self.state
        before = s.phase
        from_discard = s.source is Pile.DISCARD
        stored = json.dumps(s.to_dict(), sort_keys=True)
        self.state, events = apply(s, seat, action)
        assert json.dumps(s.to_dict(), sort_keys=True) == stored, "apply changed the state it was given"
        s = self.state
        if action.slot is not None:
            self.public_slot[seat][action.slot] = from_discard or s.ruleset.options.open_racks
        if before is Phase.ROUND_OVER:
            self._fresh_round()
        self._check_events(events)

    @precondition(lambda self: self.state.phase is not Phase.GAME_OVER)
    @rule(data=st.data())
    def legal_move(self, data: st.DataObject) -> None:
        seats = [s for s in range(self.state.players) if legal_actions(self.state, s)]
        seat = data.draw(st.sampled_from(seats))
        action = data.draw(st.sampled_from(legal_actions(self.state, seat)))
        self._apply(seat, action)

    @rule(seat=st.integers(-1, 4), action=st.sampled_from(EVERY_ACTION))
    def any_move(self, seat: int, action: Action) -> None:
        s = self.state
        legal = 0 <= seat < s.players and action in legal_actions(s, seat)
        if legal:
            self._apply(seat, action)
            return
        before = json.dumps(s.to_dict(), sort_keys=True)
        try:
            s, _ = apply(s, seat, action)
        except (IllegalMove, InvalidInput) as exc:
            assert isinstance(exc, InvalidInput) or exc.rule, "a refusal names its rule"
        else:
            raise AssertionError(f"seat {seat} played {action}, which legal_actions did not list")
        assert json.dumps(s.to_dict(), sort_keys=True) == before, "a refused action changed the state"

    @precondition(lambda self: self.state.phase in (Phase.DRAW, Phase.HOLDING))
    @rule(bot=st.sampled_from(["basic", "strong"]), turns=st.integers(1, 12))
    def bots_play(self, bot: str, turns: int) -> None:
        for _ in range(turns * 2):
            seat = self.state.turn
            if self.state.phase not in (Phase.DRAW, Phase.HOLDING):
                return
            action = BOTS[bot](seat_view(self.state, seat), self.rng)
            assert action is not None
            self._apply(seat, action)

    @invariant()
    def every_card_in_exactly_one_place(self) -> None:
        assert self.state.conservation_errors() == []

    @invariant()
    def views_hold_no_hidden_card(self) -> None:
        s = self.state
        for seat in range(s.players):
            seen = view(s, seat)
            hidden = self._hidden_from(seat)
            leaked = hidden & set(cards_in(seen))
            assert not leaked, f"seat {seat} sees hidden cards {leaked}"
            assert seen["rack"] == list(s.racks[seat])
            assert "stock" not in seen and seen["stock_count"] == len(s.stock)
            assert seen["legal_actions"] == [a.to_dict() for a in legal_actions(s, seat)]

    @invariant()
    def stored_form_round_trips(self) -> None:
        data = json.loads(json.dumps(self.state.to_dict()))
        assert from_dict(data).to_dict() == self.state.to_dict()

    def teardown(self) -> None:
        """The game always ends: from here, basic bots finish it within a bound."""
        if not hasattr(self, "state"):
            return
        s = self.state
        s, _ = run_bots(s, [BOTS["basic"]] * s.players, self.rng, max_actions=BOT_BOUND,
                        keep_events=False)
        assert s.phase is Phase.GAME_OVER and s.winner is not None


AT_LENGTH = settings(
    max_examples=60, stateful_step_count=40, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


class TestRackOMachine(RackOMachine.TestCase):
    """Every run: a quarter of the games, as long each."""

    settings = settings(AT_LENGTH, max_examples=15)


@pytest.mark.slow
class TestRackOMachineAtLength(RackOMachine.TestCase):
    settings = AT_LENGTH
