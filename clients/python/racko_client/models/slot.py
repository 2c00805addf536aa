from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Slot")


@_attrs_define
class Slot:
    """
    Attributes:
        card (int | None):
        label (int): printed slot label 5..50
        points (int):
        scored (bool):
    """

    card: int | None
    label: int
    points: int
    scored: bool

    def to_dict(self) -> dict[str, Any]:
        card: int | None
        card = self.card

        label = self.label

        points = self.points

        scored = self.scored

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "points": points,
                "scored": scored,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        card = _parse_card(d.pop("card"))

        label = d.pop("label")

        points = d.pop("points")

        scored = d.pop("scored")

        slot = cls(
            card=card,
            label=label,
            points=points,
            scored=scored,
        )

        return slot
