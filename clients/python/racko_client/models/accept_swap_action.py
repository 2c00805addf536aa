from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.accept_swap_action_type import AcceptSwapActionType

T = TypeVar("T", bound="AcceptSwapAction")


@_attrs_define
class AcceptSwapAction:
    """
    Attributes:
        type_ (AcceptSwapActionType):
    """

    type_: AcceptSwapActionType

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
        type_ = AcceptSwapActionType(d.pop("type"))

        accept_swap_action = cls(
            type_=type_,
        )

        return accept_swap_action
