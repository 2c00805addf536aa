from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.reason import Reason


T = TypeVar("T", bound="SuperAsDealt")


@_attrs_define
class SuperAsDealt:
    """
    Attributes:
        possible (bool): the cards of `dealt`, placed zigzag from blue row 8 to red row 1, make this double rack
        reasons (list[Reason]): why (S-DEAL); for a Super Rack-O as dealt, that its player may call at once (S-CALL)
    """

    possible: bool
    reasons: list[Reason]

    def to_dict(self) -> dict[str, Any]:
        possible = self.possible

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "possible": possible,
                "reasons": reasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reason import Reason

        d = dict(src_dict)
        possible = d.pop("possible")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = Reason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        super_as_dealt = cls(
            possible=possible,
            reasons=reasons,
        )

        return super_as_dealt
