from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.holding_out_source import HoldingOutSource
from ..types import UNSET, Unset

T = TypeVar("T", bound="HoldingOut")


@_attrs_define
class HoldingOut:
    """
    Attributes:
        seat (int):
        source (HoldingOutSource):
        card (int | str | Unset): the card taken from the discard pile; absent for a stock card: a number (Rack-O) or a
            card's text (Super Rack-O)
    """

    seat: int
    source: HoldingOutSource
    card: int | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        source = self.source.value

        card: int | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "source": source,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        source = HoldingOutSource(d.pop("source"))

        def _parse_card(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        holding_out = cls(
            seat=seat,
            source=source,
            card=card,
        )

        return holding_out
