from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerRoundSummary")


@_attrs_define
class PlayerRoundSummary:
    """
    Attributes:
        bonus (int):
        player (str):
        points (int):
        rack_o (bool):
        total (int): running total after this round
    """

    bonus: int
    player: str
    points: int
    rack_o: bool
    total: int

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        player = self.player

        points = self.points

        rack_o = self.rack_o

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus": bonus,
                "player": player,
                "points": points,
                "rack_o": rack_o,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bonus = d.pop("bonus")

        player = d.pop("player")

        points = d.pop("points")

        rack_o = d.pop("rack_o")

        total = d.pop("total")

        player_round_summary = cls(
            bonus=bonus,
            player=player,
            points=points,
            rack_o=rack_o,
            total=total,
        )

        return player_round_summary
