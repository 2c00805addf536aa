"""The actions a seat can take, as frozen values with a JSON-ready dict form.

``{"type": "draw_stock"}``, ``{"type": "exchange", "slot": 25}`` (a slot label 5..50),
``{"type": "place", "slot": 10}`` (an empty slot, R-QUICK), ``{"type": "call_rack_o"}``.
Every action value exists once (see `action`), so the engine and the bots never allocate one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.rack_o.racks import SLOT_LABELS, index_of


class ActionType(StrEnum):
    DRAW_STOCK = "draw_stock"
    TAKE_DISCARD = "take_discard"
    EXCHANGE = "exchange"  # the card in hand replaces the card in `slot`, which is discarded
    DISCARD = "discard"  # the card drawn from the stock goes onto the discard pile
    PLACE = "place"  # the card in hand goes into the empty `slot` (R-QUICK)
    CALL_RACK_O = "call_rack_o"  # R-WAIT: going Rack-O is called, not automatic
    NEXT_ROUND = "next_round"  # deal the next round


SLOTTED = frozenset({ActionType.EXCHANGE, ActionType.PLACE})


@dataclass(frozen=True, slots=True)
class Action:
    """One action; `slot` is a slot index 0..9 for exchange and place, else None."""

    type: ActionType
    slot: int | None = None

    @property
    def label(self) -> int | None:
        """The printed slot label 5..50, as the API names slots."""
        return None if self.slot is None else SLOT_LABELS[self.slot]

    def to_dict(self) -> dict[str, Any]:
        if self.slot is None:
            return {"type": self.type.value}
        return {"type": self.type.value, "slot": SLOT_LABELS[self.slot]}

    def __str__(self) -> str:
        return self.type.value if self.slot is None else f"{self.type.value} #{SLOT_LABELS[self.slot]}"


DRAW_STOCK = Action(ActionType.DRAW_STOCK)
TAKE_DISCARD = Action(ActionType.TAKE_DISCARD)
DISCARD = Action(ActionType.DISCARD)
CALL_RACK_O = Action(ActionType.CALL_RACK_O)
NEXT_ROUND = Action(ActionType.NEXT_ROUND)
EXCHANGE: tuple[Action, ...] = tuple(Action(ActionType.EXCHANGE, i) for i in range(len(SLOT_LABELS)))
PLACE: tuple[Action, ...] = tuple(Action(ActionType.PLACE, i) for i in range(len(SLOT_LABELS)))


def exchange(slot: int) -> Action:
    """Exchange into slot index `slot`."""
    return EXCHANGE[slot]


def place(slot: int) -> Action:
    """Place into the empty slot index `slot`."""
    return PLACE[slot]


def action_to_dict(action: Action) -> dict[str, Any]:
    return action.to_dict()


def action_from_dict(data: object) -> Action:
    """Read ``{type, slot?}``; unknown types, fields or slot labels raise InvalidInput."""
    if not isinstance(data, Mapping):
        raise InvalidInput(tr("an action is an object with a type"),
                           errors=(FieldError("", tr("an object with a type")),))
    try:
        kind = ActionType(str(data.get("type")))
    except ValueError:
        msg = tr("type is one of {choices}", choices=", ".join(t.value for t in ActionType))
        raise InvalidInput(msg, errors=(FieldError("type", msg),)) from None
    allowed = {"type", "slot"} if kind in SLOTTED else {"type"}
    extra = sorted(str(k) for k in set(data) - allowed)
    if extra:
        raise InvalidInput(tr("unknown field for {action}: {fields}",
                              action=kind.value, fields=', '.join(extra)),
                           errors=tuple(FieldError(k, tr("unknown field")) for k in extra))
    if kind not in SLOTTED:
        return {ActionType.DRAW_STOCK: DRAW_STOCK, ActionType.TAKE_DISCARD: TAKE_DISCARD,
                ActionType.DISCARD: DISCARD, ActionType.CALL_RACK_O: CALL_RACK_O,
                ActionType.NEXT_ROUND: NEXT_ROUND}[kind]
    label = data.get("slot")
    if isinstance(label, bool) or not isinstance(label, int):
        raise InvalidInput(tr("{action} needs a slot label 5, 10, ... 50", action=kind.value),
        rule="R-RACK",
                           errors=(FieldError("slot", tr("must be one of 5, 10, ... 50"), "R-RACK"),))
    index = index_of(label)
    return EXCHANGE[index] if kind is ActionType.EXCHANGE else PLACE[index]


__all__ = ["CALL_RACK_O", "DISCARD", "DRAW_STOCK", "EXCHANGE", "NEXT_ROUND", "PLACE", "TAKE_DISCARD",
           "Action", "ActionType", "action_from_dict", "action_to_dict", "exchange", "place"]
