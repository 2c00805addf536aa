from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.call_super_rack_o_action_type import CallSuperRackOActionType

T = TypeVar("T", bound="CallSuperRackOAction")


@_attrs_define
class CallSuperRackOAction:
    """
    Attributes:
        type_ (CallSuperRackOActionType):
    """

    type_: CallSuperRackOActionType

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
        type_ = CallSuperRackOActionType(d.pop("type"))

        call_super_rack_o_action = cls(
            type_=type_,
        )

        return call_super_rack_o_action
