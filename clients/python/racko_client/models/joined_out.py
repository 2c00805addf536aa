from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

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
    """

    id: str
    name: str
    seat: int
    token: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        seat = self.seat

        token = self.token

        version = self.version

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        seat = d.pop("seat")

        token = d.pop("token")

        version = d.pop("version")

        joined_out = cls(
            id=id,
            name=name,
            seat=seat,
            token=token,
            version=version,
        )

        return joined_out
