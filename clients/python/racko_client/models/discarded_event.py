from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.discarded_event_type import DiscardedEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiscardedEvent")


@_attrs_define
class DiscardedEvent:
    """
    Attributes:
        card (int | str): a number (Rack-O) or a card's text (Super Rack-O)
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        type_ (DiscardedEventType):
        rule (str | Unset): the rule that made it so
    """

    card: int | str
    seat: int | None
    seq: int
    type_: DiscardedEventType
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card: int | str
        card = self.card

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_card(data: object) -> int | str:
            return cast(int | str, data)

        card = _parse_card(d.pop("card"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = DiscardedEventType(d.pop("type"))

        rule = d.pop("rule", UNSET)

        discarded_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            type_=type_,
            rule=rule,
        )

        return discarded_event
