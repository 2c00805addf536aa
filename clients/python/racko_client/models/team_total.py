from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TeamTotal")


@_attrs_define
class TeamTotal:
    """
    Attributes:
        name (str):  Example: Ann & Cy.
        players (list[str]):
        total (int):
    """

    name: str
    players: list[str]
    total: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        players = self.players

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "players": players,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        players = cast(list[str], d.pop("players"))

        total = d.pop("total")

        team_total = cls(
            name=name,
            players=players,
            total=total,
        )

        return team_total
