from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.play_swap_action_type import PlaySwapActionType

T = TypeVar("T", bound="PlaySwapAction")


@_attrs_define
class PlaySwapAction:
    """
    Attributes:
        row (int):
        target_seat (int):
        type_ (PlaySwapActionType):
    """

    row: int
    target_seat: int
    type_: PlaySwapActionType

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        target_seat = self.target_seat

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "target_seat": target_seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        row = d.pop("row")

        target_seat = d.pop("target_seat")

        type_ = PlaySwapActionType(d.pop("type"))

        play_swap_action = cls(
            row=row,
            target_seat=target_seat,
            type_=type_,
        )

        return play_swap_action
