"""The toy game's values: its ruleset, an action, the table's state."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from enum import StrEnum
from typing import Any

TOY_ID = "toy"
TOY_RULESET = "toy-three"
DECK = tuple(range(1, 13))
RACK_SIZE = 3


class Phase(StrEnum):
    WAITING = "waiting"
    PLAYING = "playing"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class ToyRuleset:
    id: str = TOY_RULESET
    players: tuple[int, int] = (2, 3)


@dataclass(frozen=True)
class ToyAction:
    type: str  # draw_stock, discard or exchange
    slot: int | None = None  # exchange: the rack slot, 0-2

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type} if self.slot is None else {"type": self.type, "slot": self.slot}


@dataclass(frozen=True)
class ToyState:
    seats: int
    phase: Phase
    contributions: tuple[str | None, ...]
    awaiting: tuple[int, ...]
    seed: int | None = None
    racks: tuple[tuple[int, ...], ...] = ()
    stock: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    turn: int | None = None
    hand: int | None = None  # the card the seat to play drew
    winner: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "phase": str(self.phase)}

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> ToyState:
        return ToyState(seats=data["seats"], phase=Phase(data["phase"]),
                        contributions=tuple(data["contributions"]), awaiting=tuple(data["awaiting"]),
                        seed=data["seed"], racks=tuple(tuple(r) for r in data["racks"]),
                        stock=tuple(data["stock"]), discard=tuple(data["discard"]), turn=data["turn"],
                        hand=data["hand"], winner=data["winner"])

    def but(self, **changes: Any) -> ToyState:
        return replace(self, **changes)
