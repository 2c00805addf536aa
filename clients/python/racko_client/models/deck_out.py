from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeckOut")


@_attrs_define
class DeckOut:
    """
    Attributes:
        cards (int):
        high (int):
        low (int):
    """

    cards: int
    high: int
    low: int

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        high = self.high

        low = self.low

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "high": high,
                "low": low,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = d.pop("cards")

        high = d.pop("high")

        low = d.pop("low")

        deck_out = cls(
            cards=cards,
            high=high,
            low=low,
        )

        return deck_out
