from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.deal_chain_event_type import DealChainEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DealChainEvent")


@_attrs_define
class DealChainEvent:
    """
    Attributes:
        commitment (None | str):
        length (int):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        type_ (DealChainEventType):
        rule (str | Unset): the rule that made it so
    """

    commitment: None | str
    length: int
    seat: int | None
    seq: int
    type_: DealChainEventType
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment: None | str
        commitment = self.commitment

        length = self.length

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "length": length,
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

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        length = d.pop("length")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = DealChainEventType(d.pop("type"))

        rule = d.pop("rule", UNSET)

        deal_chain_event = cls(
            commitment=commitment,
            length=length,
            seat=seat,
            seq=seq,
            type_=type_,
            rule=rule,
        )

        return deal_chain_event
