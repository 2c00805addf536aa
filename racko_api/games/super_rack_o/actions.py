"""The actions a seat can take, as frozen values with a JSON-ready dict form (as in Rack-O).

``{"type": "exchange", "slot": {"side": "blue", "row": 3}}``,
``{"type": "play_swap", "target_seat": 1, "row": 5}``,
``{"type": "play_reverse", "row": 2, "slot": {"side": "red", "row": 7}}`` (slot optional:
the first reverse card of the rack, blue rows 1-8 then red rows 1-8).
An action without fields exists once (`DRAW_STOCK`, `ACCEPT_SWAP` ...); the others are made by
`exchange`, `play_swap` and `play_reverse`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.super_rack_o.rack import Slot, read_row, read_slot


class ActionType(StrEnum):
    DRAW_STOCK = "draw_stock"
    TAKE_DISCARD = "take_discard"
    EXCHANGE = "exchange"  # the card in hand replaces the card in `slot`, which is discarded
    DISCARD = "discard"  # the card drawn from the draw pile goes onto the discard pile
    PLAY_SWAP = "play_swap"  # name `target_seat` and `row` for a swap card (S-SWAP)
    ACCEPT_SWAP = "accept_swap"  # the target of a swap lets the row switch sides
    PLAY_REVERSE = "play_reverse"  # the target answers with a reverse card, naming `row` (S-REVERSE)
    CALL_SUPER_RACK_O = "call_super_rack_o"
    NEXT_ROUND = "next_round"


@dataclass(frozen=True, slots=True)
class Action:
    """One action; each field is set only for the types that take it (see the module docstring)."""

    type: ActionType
    slot: Slot | None = None  # exchange; play_reverse (optional)
    target_seat: int | None = None  # play_swap
    row: int | None = None  # play_swap, play_reverse

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type.value}
        if self.target_seat is not None:
            out["target_seat"] = self.target_seat
        if self.row is not None:
            out["row"] = self.row
        if self.slot is not None:
            out["slot"] = self.slot.to_dict()
        return out

    def __str__(self) -> str:
        return " ".join([self.type.value, *(f"{k}={v}" for k, v in self.to_dict().items() if k != "type")])


DRAW_STOCK = Action(ActionType.DRAW_STOCK)
TAKE_DISCARD = Action(ActionType.TAKE_DISCARD)
DISCARD = Action(ActionType.DISCARD)
ACCEPT_SWAP = Action(ActionType.ACCEPT_SWAP)
CALL_SUPER_RACK_O = Action(ActionType.CALL_SUPER_RACK_O)
NEXT_ROUND = Action(ActionType.NEXT_ROUND)


def exchange(slot: Slot) -> Action:
    """The card in hand replaces the card in `slot`."""
    return Action(ActionType.EXCHANGE, slot=slot)


def play_swap(target_seat: int, row: int) -> Action:
    """Seat `target_seat` is to switch `row` (1-8) between its sides."""
    return Action(ActionType.PLAY_SWAP, target_seat=target_seat, row=row)


def play_reverse(row: int, slot: Slot | None = None) -> Action:
    """Answer a swap with the reverse card in `slot` (the rack's first one if None), naming `row`."""
    return Action(ActionType.PLAY_REVERSE, slot=slot, row=row)


def action_to_dict(action: Action) -> dict[str, Any]:
    return action.to_dict()


_FIELDS: dict[ActionType, set[str]] = {
    ActionType.EXCHANGE: {"slot"}, ActionType.PLAY_SWAP: {"target_seat", "row"},
    ActionType.PLAY_REVERSE: {"row", "slot"},
}
_BARE = {a.type: a for a in (DRAW_STOCK, TAKE_DISCARD, DISCARD, ACCEPT_SWAP, CALL_SUPER_RACK_O,
                             NEXT_ROUND)}


def action_from_dict(data: object) -> Action:
    """Read an action; unknown types or fields and malformed values raise InvalidInput."""
    if not isinstance(data, Mapping):
        raise InvalidInput(tr("an action is an object with a type"),
                           errors=(FieldError("", tr("an object with a type")),))
    try:
        kind = ActionType(str(data.get("type")))
    except ValueError:
        msg = tr("type is one of {choices}", choices=", ".join(t.value for t in ActionType))
        raise InvalidInput(msg, errors=(FieldError("type", msg),)) from None
    extra = set(data) - {"type"} - _FIELDS.get(kind, set())
    if extra:
        raise InvalidInput(tr("unknown field"), errors=tuple(FieldError(str(k), tr("unknown field"))
                                                         for k in sorted(map(str, extra))))
    if kind is ActionType.EXCHANGE:
        return exchange(read_slot(data.get("slot"), "slot"))
    if kind is ActionType.PLAY_SWAP:
        seat = data.get("target_seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
            raise InvalidInput(tr("target_seat is a seat number"),
                               errors=(FieldError("target_seat", tr("a seat number 0 or more")),))
        return play_swap(seat, read_row(data.get("row"), "row"))
    if kind is ActionType.PLAY_REVERSE:
        slot = data.get("slot")
        return play_reverse(read_row(data.get("row"), "row"),
                            None if slot is None else read_slot(slot, "slot"))
    return _BARE[kind]


__all__ = ["ACCEPT_SWAP", "CALL_SUPER_RACK_O", "DISCARD", "DRAW_STOCK", "NEXT_ROUND", "TAKE_DISCARD",
           "Action", "ActionType", "action_from_dict", "action_to_dict", "exchange", "play_reverse",
           "play_swap"]
