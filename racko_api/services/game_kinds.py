"""The two games a virtual table can hold, behind one shape the games service calls.

`RackO` wraps `racko_api.engine` (every Rack-O edition) and `SuperRackO` wraps
`racko_api.super_rack_o.engine`. Each starts a game, reads and writes its stored form, reads
an action from JSON, applies it, shows the table and a seat's view, and picks the next move
of a bot. A kind never decides a rule itself: its engine does.
"""

from __future__ import annotations

import json
import random
import secrets
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from ..bots import BOTS as RACKO_BOTS
from ..bots import bot_move
from ..bots.advisor import advise, table_of
from ..engine import GameState, Phase, action_from_dict, apply, from_dict, new_game, public_view, view
from ..engine.events import Event
from ..engine.views import seat_view
from ..ops import json_codec
from ..rules import FieldError, IllegalMove, InvalidInput, get_ruleset
from ..rules.ruleset import GAME
from ..super_rack_o import engine as super_engine
from ..super_rack_o import state as super_state
from ..super_rack_o import views as super_views
from ..super_rack_o.actions import CallSuperRackO, NextRound
from ..super_rack_o.actions import action_from_dict as super_action_from_dict
from ..super_rack_o.advisor import advise_view as super_advise_view
from ..super_rack_o.bots import BOTS as SUPER_BOTS
from ..super_rack_o.deal import MAX_PLAYERS, MIN_PLAYERS
from ..super_rack_o.ruleset import DEFAULT_WINS_NEEDED, SUPER_RACK_O_ID

MoveResult = tuple[Any, list[Event]]


class GameKind(Protocol):
    """What the games service needs of an engine."""

    id: str
    bots: tuple[str, ...]

    def start(self, ruleset: str, options: Mapping[str, Any] | None, players: int,
              seed: int | None) -> MoveResult: ...
    def load(self, text: str) -> Any: ...
    def dump(self, state: Any) -> str: ...
    def action(self, data: Mapping[str, Any]) -> Any: ...
    def apply(self, state: Any, seat: int, action: Any, seed: int | None) -> MoveResult: ...
    def public(self, state: Any) -> dict[str, Any]: ...
    def view(self, state: Any, seat: int) -> dict[str, Any]: ...
    def phase(self, state: Any) -> str: ...
    def bot_move(self, state: Any, bots: Sequence[str | None],
                 rng: random.Random) -> tuple[int, Any] | None: ...
    def over(self, state: Any) -> bool: ...
    def advice(self, state: Any, seat: int) -> dict[str, Any]: ...


def _events(events: Sequence[Any]) -> list[Event]:
    """Either engine's events in one form (they share the shape)."""
    return [e if isinstance(e, Event) else Event(e.type, e.seat, dict(e.public), dict(e.private), e.rule)
            for e in events]


_encode = json_codec.dumps


class RackO:
    """Every Rack-O edition, on `racko_api.engine`."""

    id = GAME
    bots = tuple(RACKO_BOTS)

    def start(self, ruleset: str, options: Mapping[str, Any] | None, players: int,
              seed: int | None) -> MoveResult:
        state, events = new_game(get_ruleset(ruleset, dict(options) if options else None), players,
                                 seed=seed)
        return state, list(events)

    def load(self, text: str) -> GameState:
        return from_dict(json.loads(text))

    def dump(self, state: GameState) -> str:
        return _encode(state.to_dict())

    def action(self, data: Mapping[str, Any]) -> Any:
        return action_from_dict(data)

    def apply(self, state: GameState, seat: int, action: Any, seed: int | None) -> MoveResult:
        state, events = apply(state, seat, action)
        return state, list(events)

    def public(self, state: GameState) -> dict[str, Any]:
        return public_view(state)

    def view(self, state: GameState, seat: int) -> dict[str, Any]:
        return view(state, seat)

    def phase(self, state: GameState) -> str:
        return state.phase.value

    def bot_move(self, state: GameState, bots: Sequence[str | None],
                 rng: random.Random) -> tuple[int, Any] | None:
        return bot_move(state, [None if b is None else RACKO_BOTS[b] for b in bots], rng)

    def over(self, state: GameState) -> bool:
        return state.phase is Phase.GAME_OVER

    def advice(self, state: GameState, seat: int) -> dict[str, Any]:
        """The advisor's answer for `seat`, from that seat's view alone."""
        seen = seat_view(state, seat)
        if not seen.my_turn:
            raise IllegalMove("advice is for the seat whose turn it is, to take or play a card",
                              rule="R-TURN")
        return {"ruleset": seen.ruleset.id, "players": seen.players,
                **advise(table_of(seen)).to_dict()}


class SuperRackO:
    """Super Rack-O, on `racko_api.super_rack_o.engine`; its only option is `wins_needed`."""

    id = SUPER_RACK_O_ID
    bots = tuple(SUPER_BOTS)

    def start(self, ruleset: str, options: Mapping[str, Any] | None, players: int,
              seed: int | None) -> MoveResult:
        extra = sorted(set(options or {}) - {"wins_needed"})
        if extra:
            raise InvalidInput("super-rack-o has one option, wins_needed",
                               errors=tuple(FieldError(f"options/{k}", "not an option of super-rack-o")
                                            for k in extra))
        wins = (options or {}).get("wins_needed", DEFAULT_WINS_NEEDED)
        if isinstance(wins, bool) or not isinstance(wins, int) or not 1 <= wins <= 100:
            raise InvalidInput("wins_needed is a whole number from 1 to 100",
                               errors=(FieldError("options/wins_needed", "1 to 100"),))
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise InvalidInput(f"super-rack-o seats {MIN_PLAYERS} to {MAX_PLAYERS} players",
                               errors=(FieldError("seats", f"{MIN_PLAYERS} to {MAX_PLAYERS} seats"),))
        rng = self._rng(seed, 0)
        state, events = super_engine.new_game(players, wins_needed=wins, dealer=rng.randrange(players),
                                              rng=rng)
        return state, _events(events)

    @staticmethod
    def _rng(seed: int | None, moves: int) -> random.Random:
        """A seeded game draws from a generator fixed by its seed and move count (so replays agree)."""
        return random.Random(f"{seed}:{moves}") if seed is not None else secrets.SystemRandom()

    def load(self, text: str) -> super_state.GameState:
        return super_state.from_dict(json.loads(text))

    def dump(self, state: super_state.GameState) -> str:
        return _encode(state.to_dict())

    def action(self, data: Mapping[str, Any]) -> Any:
        return super_action_from_dict(data)

    def apply(self, state: super_state.GameState, seat: int, action: Any, seed: int | None) -> MoveResult:
        state, events = super_engine.apply(state, seat, action, rng=self._rng(seed, state.moves))
        return state, _events(events)

    def public(self, state: super_state.GameState) -> dict[str, Any]:
        return super_views.public_view(state)

    def view(self, state: super_state.GameState, seat: int) -> dict[str, Any]:
        return super_views.view(state, seat)

    def phase(self, state: super_state.GameState) -> str:
        return str(state.phase.value)

    def bot_move(self, state: super_state.GameState, bots: Sequence[str | None],
                 rng: random.Random) -> tuple[int, Any] | None:
        """A bot that may call first; then the seat the game waits for, if a bot sits there.

        After a round a bot deals the next one only when no person sits at the table.
        """
        phase = state.phase
        if phase is super_state.Phase.GAME_OVER:
            return None
        if phase is super_state.Phase.ROUND_OVER:
            return (0, NextRound()) if all(b is not None for b in bots) else None
        for seat, name in enumerate(bots):
            if name is not None and super_engine.may_call(state, seat):
                return seat, CallSuperRackO()
        waited = super_engine.awaited_seat(state)
        if waited is None or bots[waited] is None:
            return None
        return waited, SUPER_BOTS[str(bots[waited])](super_views.view(state, waited), rng)

    def over(self, state: super_state.GameState) -> bool:
        return state.phase is super_state.Phase.GAME_OVER

    def advice(self, state: super_state.GameState, seat: int) -> dict[str, Any]:
        """The advisor's answer for `seat`, from that seat's view alone."""
        seen = super_views.view(state, seat)
        if super_engine.awaited_seat(state) != seat and not seen["can_call"]:
            raise IllegalMove("advice is for the seat the game waits for", rule="S-TURN")
        return {"ruleset": SUPER_RACK_O_ID, **super_advise_view(seen).to_dict()}


KINDS: dict[str, GameKind] = {k.id: k for k in (RackO(), SuperRackO())}


def kind_for_ruleset(ruleset: str) -> GameKind:
    return KINDS[SUPER_RACK_O_ID] if ruleset == SUPER_RACK_O_ID else KINDS[RackO.id]


__all__ = ["KINDS", "GameKind", "RackO", "SuperRackO", "kind_for_ruleset"]
