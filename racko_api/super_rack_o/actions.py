"""The actions a seat can take, as frozen values with a JSON-ready dict form.

``{"type": "exchange", "slot": {"side": "blue", "row": 3}}``,
``{"type": "play_swap", "target_seat": 1, "row": 5}``,
``{"type": "play_reverse", "row": 2, "slot": {"side": "red", "row": 7}}`` (slot optional:
the first reverse card of the rack, blue rows 1-8 then red rows 1-8).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from racko_api.rules.errors import FieldError, InvalidInput
from racko_api.super_rack_o.rack import Slot, read_row, read_slot


@dataclass(frozen=True)
class DrawStock:
    type: ClassVar[str] = "draw_stock"


@dataclass(frozen=True)
class TakeDiscard:
    type: ClassVar[str] = "take_discard"


@dataclass(frozen=True)
class Exchange:
    slot: Slot
    type: ClassVar[str] = "exchange"


@dataclass(frozen=True)
class Discard:
    type: ClassVar[str] = "discard"


@dataclass(frozen=True)
class PlaySwap:
    target_seat: int
    row: int
    type: ClassVar[str] = "play_swap"


@dataclass(frozen=True)
class AcceptSwap:
    type: ClassVar[str] = "accept_swap"


@dataclass(frozen=True)
class PlayReverse:
    row: int
    slot: Slot | None = None
    type: ClassVar[str] = "play_reverse"


@dataclass(frozen=True)
class CallSuperRackO:
    type: ClassVar[str] = "call_super_rack_o"


@dataclass(frozen=True)
class NextRound:
    type: ClassVar[str] = "next_round"


Action = (DrawStock | TakeDiscard | Exchange | Discard | PlaySwap | AcceptSwap | PlayReverse
          | CallSuperRackO | NextRound)

ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls for cls in (DrawStock, TakeDiscard, Exchange, Discard, PlaySwap, AcceptSwap,
                              PlayReverse, CallSuperRackO, NextRound)
}


def action_to_dict(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"type": action.type}
    if isinstance(action, Exchange):
        out["slot"] = action.slot.to_dict()
    elif isinstance(action, PlaySwap):
        out["target_seat"] = action.target_seat
        out["row"] = action.row
    elif isinstance(action, PlayReverse):
        out["row"] = action.row
        if action.slot is not None:
            out["slot"] = action.slot.to_dict()
    return out


_FIELDS: dict[str, set[str]] = {
    "exchange": {"slot"}, "play_swap": {"target_seat", "row"}, "play_reverse": {"row", "slot"},
}


def action_from_dict(data: object) -> Action:
    """Read an action; unknown types or fields and malformed values raise InvalidInput."""
    if not isinstance(data, Mapping):
        raise InvalidInput("an action is an object with a type",
                           errors=(FieldError("", "an object with a type"),))
    kind = data.get("type")
    if kind not in ACTION_TYPES:
        msg = "type is one of " + ", ".join(ACTION_TYPES)
        raise InvalidInput(msg, errors=(FieldError("type", msg),))
    extra = set(data) - {"type"} - _FIELDS.get(str(kind), set())
    if extra:
        raise InvalidInput("unknown field", errors=tuple(FieldError(str(k), "unknown field")
                                                         for k in sorted(map(str, extra))))
    if kind == "exchange":
        return Exchange(read_slot(data.get("slot"), "slot"))
    if kind == "play_swap":
        seat = data.get("target_seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
            raise InvalidInput("target_seat is a seat number",
                               errors=(FieldError("target_seat", "a seat number 0 or more"),))
        return PlaySwap(seat, read_row(data.get("row"), "row"))
    if kind == "play_reverse":
        slot = data.get("slot")
        return PlayReverse(read_row(data.get("row"), "row"),
                           None if slot is None else read_slot(slot, "slot"))
    return ACTION_TYPES[str(kind)]()  # type: ignore[call-arg]


__all__ = ["ACTION_TYPES", "AcceptSwap", "Action", "CallSuperRackO", "Discard", "DrawStock", "Exchange",
           "NextRound", "PlayReverse", "PlaySwap", "TakeDiscard", "action_from_dict", "action_to_dict"]
