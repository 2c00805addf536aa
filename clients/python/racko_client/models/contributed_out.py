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
        from_round (int): the first round whose seed it is mixed into
        id (str):
        seat (int):
        version (int):
    """

    contribution: str
    from_round: int
    id: str
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        contribution = self.contribution

        from_round = self.from_round

        id = self.id

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contribution": contribution,
                "from_round": from_round,
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

        from_round = d.pop("from_round")

        id = d.pop("id")

        seat = d.pop("seat")

        version = d.pop("version")

        contributed_out = cls(
            contribution=contribution,
            from_round=from_round,
            id=id,
            seat=seat,
            version=version,
        )

        return contributed_out
