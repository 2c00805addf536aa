from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ContributedOut")


@_attrs_define
class ContributedOut:
    """
    Attributes:
        contribution (str):
        id (str):
        seat (int):
        version (int):
        phase (str | Unset): `waiting` until every awaited seat has contributed; then round 1 is dealt and bots have
            played up to a person's turn
        waiting_for (list[int] | Unset): the seats round 1 still waits for; empty once it is dealt
    """

    contribution: str
    id: str
    seat: int
    version: int
    phase: str | Unset = UNSET
    waiting_for: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        contribution = self.contribution

        id = self.id

        seat = self.seat

        version = self.version

        phase = self.phase

        waiting_for: list[int] | Unset = UNSET
        if not isinstance(self.waiting_for, Unset):
            waiting_for = self.waiting_for

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contribution": contribution,
                "id": id,
                "seat": seat,
                "version": version,
            }
        )
        if phase is not UNSET:
            field_dict["phase"] = phase
        if waiting_for is not UNSET:
            field_dict["waiting_for"] = waiting_for

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        contribution = d.pop("contribution")

        id = d.pop("id")

        seat = d.pop("seat")

        version = d.pop("version")

        phase = d.pop("phase", UNSET)

        waiting_for = cast(list[int], d.pop("waiting_for", UNSET))

        contributed_out = cls(
            contribution=contribution,
            id=id,
            seat=seat,
            version=version,
            phase=phase,
            waiting_for=waiting_for,
        )

        return contributed_out
