from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.placed_event_type import PlacedEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlacedEvent")


@_attrs_define
class PlacedEvent:
    """
    Attributes:
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        slot (int):
        type_ (PlacedEventType):
        card (int | str | Unset): a number (Rack-O) or a card's text (Super Rack-O)
        rule (str | Unset): the rule that made it so
    """

    seat: int | None
    seq: int
    slot: int
    type_: PlacedEventType
    card: int | str | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        slot = self.slot

        type_ = self.type_.value

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
                "slot": slot,
                "type": type_,
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

        slot = d.pop("slot")

        type_ = PlacedEventType(d.pop("type"))

        def _parse_card(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        rule = d.pop("rule", UNSET)

        placed_event = cls(
            seat=seat,
            seq=seq,
            slot=slot,
            type_=type_,
            card=card,
            rule=rule,
        )

        return placed_event
