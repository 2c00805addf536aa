from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ContributionOut")


@_attrs_define
class ContributionOut:
    """
    Attributes:
        contribution (str):
        seat (int):
    """

    contribution: str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        contribution = self.contribution

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contribution": contribution,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        contribution = d.pop("contribution")

        seat = d.pop("seat")

        contribution_out = cls(
            contribution=contribution,
            seat=seat,
        )

        return contribution_out
