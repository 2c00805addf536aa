from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.first_dealer_out_start import FirstDealerOutStart
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
        first_player (int | Unset): Rack-O: the seat that starts round 1
        start (FirstDealerOutStart | Unset): Rack-O: how the seat that starts round 1 was chosen: named by the table
            (first_player, where the youngest starts), drawn at random (the youngest starts and the table named nobody), or
            left of the dealer (R-TURN); absent for a game made before it was recorded
    """

    dealer: int
    method: str
    note: str
    cards: list[int] | Unset = UNSET
    first_player: int | Unset = UNSET
    start: FirstDealerOutStart | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        method = self.method

        note = self.note

        cards: list[int] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        first_player = self.first_player

        start: str | Unset = UNSET
        if not isinstance(self.start, Unset):
            start = self.start.value

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
        if start is not UNSET:
            field_dict["start"] = start

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        method = d.pop("method")

        note = d.pop("note")

        cards = cast(list[int], d.pop("cards", UNSET))

        first_player = d.pop("first_player", UNSET)

        _start = d.pop("start", UNSET)
        start: FirstDealerOutStart | Unset
        if isinstance(_start, Unset):
            start = UNSET
        else:
            start = FirstDealerOutStart(_start)

        first_dealer_out = cls(
            dealer=dealer,
            method=method,
            note=note,
            cards=cards,
            first_player=first_player,
            start=start,
        )

        return first_dealer_out
