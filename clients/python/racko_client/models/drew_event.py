from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drew_event_type import DrewEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DrewEvent")


@_attrs_define
class DrewEvent:
    """
    Attributes:
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        stock_count (int):
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (DrewEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        card (int | str | Unset): a number (Rack-O) or a card's text (Super Rack-O)
        rule (str | Unset): the rule that made it so
    """

    seat: int | None
    seq: int
    stock_count: int
    turn: int | None
    type_: DrewEventType
    version: int
    card: int | str | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        stock_count = self.stock_count

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        card: int | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "stock_count": stock_count,
                "turn": turn,
                "type": type_,
                "version": version,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        stock_count = d.pop("stock_count")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        type_ = DrewEventType(d.pop("type"))

        version = d.pop("version")

        def _parse_card(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        rule = d.pop("rule", UNSET)

        drew_event = cls(
            seat=seat,
            seq=seq,
            stock_count=stock_count,
            turn=turn,
            type_=type_,
            version=version,
            card=card,
            rule=rule,
        )

        return drew_event
