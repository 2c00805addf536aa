from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.discard_action_type import DiscardActionType

T = TypeVar("T", bound="DiscardAction")


@_attrs_define
class DiscardAction:
    """
    Attributes:
        type_ (DiscardActionType):
    """

    type_: DiscardActionType

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
        type_ = DiscardActionType(d.pop("type"))

        discard_action = cls(
            type_=type_,
        )

        return discard_action
