from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TeamRoundOut")


@_attrs_define
class TeamRoundOut:
    """
    Attributes:
        name (str):  Example: Ann & Cy.
        players (list[str]):
        points (int):
        total (int):
    """

    name: str
    players: list[str]
    points: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        players = self.players

        points = self.points

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "players": players,
                "points": points,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        players = cast(list[str], d.pop("players"))

        points = d.pop("points")

        total = d.pop("total")

        team_round_out = cls(
            name=name,
            players=players,
            points=points,
            total=total,
        )

        return team_round_out
