from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.draw_stock_action_type import DrawStockActionType

T = TypeVar("T", bound="DrawStockAction")


@_attrs_define
class DrawStockAction:
    """
    Attributes:
        type_ (DrawStockActionType):
    """

    type_: DrawStockActionType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = DrawStockActionType(d.pop("type"))

        draw_stock_action = cls(
            type_=type_,
        )

        return draw_stock_action
