from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FirstDealerOut")


@_attrs_define
class FirstDealerOut:
    """
    Attributes:
        dealer (int):
        method (str):
        note (str):
        cards (list[int] | Unset): Rack-O: the card each seat cut
        first_player (int | Unset): Rack-O: the seat drawn to start
    """

    dealer: int
    method: str
    note: str
    cards: list[int] | Unset = UNSET
    first_player: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        method = self.method

        note = self.note

        cards: list[int] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        first_player = self.first_player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "method": method,
                "note": note,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if first_player is not UNSET:
            field_dict["first_player"] = first_player

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        method = d.pop("method")

        note = d.pop("note")

        cards = cast(list[int], d.pop("cards", UNSET))

        first_player = d.pop("first_player", UNSET)

        first_dealer_out = cls(
            dealer=dealer,
            method=method,
            note=note,
            cards=cards,
            first_player=first_player,
        )

        return first_dealer_out
