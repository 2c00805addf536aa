from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TeamRound")


@_attrs_define
class TeamRound:
    """
    Attributes:
        players (list[str]):
        points (int):
    """

    players: list[str]
    points: int

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        points = d.pop("points")

        team_round = cls(
            players=players,
            points=points,
        )

        return team_round
