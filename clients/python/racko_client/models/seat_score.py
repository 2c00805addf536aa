from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.reason import Reason


T = TypeVar("T", bound="SeatScore")


@_attrs_define
class SeatScore:
    """
    Attributes:
        bonus (int):
        points (int):
        reasons (list[Reason]):
        seat (int):
    """

    bonus: int
    points: int
    reasons: list[Reason]
    seat: int

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        points = self.points

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus": bonus,
                "points": points,
                "reasons": reasons,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reason import Reason

        d = dict(src_dict)
        bonus = d.pop("bonus")

        points = d.pop("points")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = Reason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        seat = d.pop("seat")

        seat_score = cls(
            bonus=bonus,
            points=points,
            reasons=reasons,
            seat=seat,
        )

        return seat_score
