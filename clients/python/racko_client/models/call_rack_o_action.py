from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.call_rack_o_action_type import CallRackOActionType

T = TypeVar("T", bound="CallRackOAction")


@_attrs_define
class CallRackOAction:
    """
    Attributes:
        type_ (CallRackOActionType):
    """

    type_: CallRackOActionType

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
        type_ = CallRackOActionType(d.pop("type"))

        call_rack_o_action = cls(
            type_=type_,
        )

        return call_rack_o_action
