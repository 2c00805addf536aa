from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.wild_value_side import WildValueSide

T = TypeVar("T", bound="WildValue")


@_attrs_define
class WildValue:
    """
    Attributes:
        named (bool): true: the value named in the request (judged legal); false: one legal value the checker found
        row (int):
        side (WildValueSide):
        value (int): a whole number 1-40 (S-WILD)
    """

    named: bool
    row: int
    side: WildValueSide
    value: int

    def to_dict(self) -> dict[str, Any]:
        named = self.named

        row = self.row

        side = self.side.value

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "named": named,
                "row": row,
                "side": side,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        named = d.pop("named")

        row = d.pop("row")

        side = WildValueSide(d.pop("side"))

        value = d.pop("value")

        wild_value = cls(
            named=named,
            row=row,
            side=side,
            value=value,
        )

        return wild_value
