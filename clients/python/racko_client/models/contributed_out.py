from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ContributedOut")


@_attrs_define
class ContributedOut:
    """
    Attributes:
        contribution (str):
        id (str):
        seat (int):
        version (int):
    """

    contribution: str
    id: str
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        contribution = self.contribution

        id = self.id

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contribution": contribution,
                "id": id,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        contribution = d.pop("contribution")

        id = d.pop("id")

        seat = d.pop("seat")

        version = d.pop("version")

        contributed_out = cls(
            contribution=contribution,
            id=id,
            seat=seat,
            version=version,
        )

        return contributed_out
