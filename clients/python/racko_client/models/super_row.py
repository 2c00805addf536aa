from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.super_reason import SuperReason


T = TypeVar("T", bound="SuperRow")


@_attrs_define
class SuperRow:
    """
    Attributes:
        card (str): text form Example: B17.
        reasons (list[SuperReason]): why this row stops a win (S-WILD, S-WIN); empty when it does not
        row (int):
        value (int | None): the number it stands for (a wild's: as named, else the value found when the side has one);
            null for a swap or reverse card, or a wild without a legal value
    """

    card: str
    reasons: list[SuperReason]
    row: int
    value: int | None

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        row = self.row

        value: int | None
        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "reasons": reasons,
                "row": row,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.super_reason import SuperReason

        d = dict(src_dict)
        card = d.pop("card")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = SuperReason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        row = d.pop("row")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        super_row = cls(
            card=card,
            reasons=reasons,
            row=row,
            value=value,
        )

        return super_row
