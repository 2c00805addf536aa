from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.take_discard_action_type import TakeDiscardActionType

T = TypeVar("T", bound="TakeDiscardAction")


@_attrs_define
class TakeDiscardAction:
    """
    Attributes:
        type_ (TakeDiscardActionType):
    """

    type_: TakeDiscardActionType

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
        type_ = TakeDiscardActionType(d.pop("type"))

        take_discard_action = cls(
            type_=type_,
        )

        return take_discard_action
