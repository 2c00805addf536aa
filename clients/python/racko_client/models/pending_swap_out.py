from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PendingSwapOut")


@_attrs_define
class PendingSwapOut:
    """
    Attributes:
        reverses (int): how many reverse cards answered it so far
        row (int):
        swapper (int):
        target (int): the seat it is aimed at
    """

    reverses: int
    row: int
    swapper: int
    target: int

    def to_dict(self) -> dict[str, Any]:
        reverses = self.reverses

        row = self.row

        swapper = self.swapper

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reverses": reverses,
                "row": row,
                "swapper": swapper,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reverses = d.pop("reverses")

        row = d.pop("row")

        swapper = d.pop("swapper")

        target = d.pop("target")

        pending_swap_out = cls(
            reverses=reverses,
            row=row,
            swapper=swapper,
            target=target,
        )

        return pending_swap_out
