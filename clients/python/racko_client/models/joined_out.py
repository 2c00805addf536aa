from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

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
    """

    id: str
    name: str
    seat: int
    token: str
    version: int
    contributed: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        seat = self.seat

        token = self.token

        version = self.version

        contributed = self.contributed

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

        joined_out = cls(
            id=id,
            name=name,
            seat=seat,
            token=token,
            version=version,
            contributed=contributed,
        )

        return joined_out
