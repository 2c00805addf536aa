from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JoinedOut")


@_attrs_define
class JoinedOut:
    """
    Attributes:
        id (str):
        name (str):
        seat (int):
        token (str): the seat's token, shown only to whoever claimed the invitation, this once: send it as
            Authorization: Bearer <token>
        version (int):
        contributed (bool | Unset): true: the claim carried the seat's `contribution` (every claim does)
        phase (str | Unset): `waiting` until every awaited seat has contributed; then round 1 is dealt and bots have
            played up to a person's turn
        waiting_for (list[int] | Unset): the seats round 1 still waits for; empty once it is dealt
    """

    id: str
    name: str
    seat: int
    token: str
    version: int
    contributed: bool | Unset = UNSET
    phase: str | Unset = UNSET
    waiting_for: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        seat = self.seat

        token = self.token

        version = self.version

        contributed = self.contributed

        phase = self.phase

        waiting_for: list[int] | Unset = UNSET
        if not isinstance(self.waiting_for, Unset):
            waiting_for = self.waiting_for

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "seat": seat,
                "token": token,
                "version": version,
            }
        )
        if contributed is not UNSET:
            field_dict["contributed"] = contributed
        if phase is not UNSET:
            field_dict["phase"] = phase
        if waiting_for is not UNSET:
            field_dict["waiting_for"] = waiting_for

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        seat = d.pop("seat")

        token = d.pop("token")

        version = d.pop("version")

        contributed = d.pop("contributed", UNSET)

        phase = d.pop("phase", UNSET)

        waiting_for = cast(list[int], d.pop("waiting_for", UNSET))

        joined_out = cls(
            id=id,
            name=name,
            seat=seat,
            token=token,
            version=version,
            contributed=contributed,
            phase=phase,
            waiting_for=waiting_for,
        )

        return joined_out
