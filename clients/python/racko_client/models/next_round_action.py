from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.next_round_action_type import NextRoundActionType

T = TypeVar("T", bound="NextRoundAction")


@_attrs_define
class NextRoundAction:
    """
    Attributes:
        type_ (NextRoundActionType):
    """

    type_: NextRoundActionType

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
        type_ = NextRoundActionType(d.pop("type"))

        next_round_action = cls(
            type_=type_,
        )

        return next_round_action
