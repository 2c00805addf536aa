from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PlayerRoundSummary")


@_attrs_define
class PlayerRoundSummary:
    """
    Attributes:
        player (str):
        total (int): running total after this round: points, or on a sheet that counts wins, wins
        bonus (int | Unset): sheets scored in points: the run bonus (R-BONUS)
        points (int | Unset): sheets scored in points: the round's points
        rack_o (bool | Unset): sheets scored in points: this player went Rack-O
        wins (int | Unset): sheets that count wins: the wins the round gave (1 for its winner, else 0)
        won (bool | Unset): sheets that count wins: this player won the round
    """

    player: str
    total: int
    bonus: int | Unset = UNSET
    points: int | Unset = UNSET
    rack_o: bool | Unset = UNSET
    wins: int | Unset = UNSET
    won: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        total = self.total

        bonus = self.bonus

        points = self.points

        rack_o = self.rack_o

        wins = self.wins

        won = self.won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "total": total,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if points is not UNSET:
            field_dict["points"] = points
        if rack_o is not UNSET:
            field_dict["rack_o"] = rack_o
        if wins is not UNSET:
            field_dict["wins"] = wins
        if won is not UNSET:
            field_dict["won"] = won

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player")

        total = d.pop("total")

        bonus = d.pop("bonus", UNSET)

        points = d.pop("points", UNSET)

        rack_o = d.pop("rack_o", UNSET)

        wins = d.pop("wins", UNSET)

        won = d.pop("won", UNSET)

        player_round_summary = cls(
            player=player,
            total=total,
            bonus=bonus,
            points=points,
            rack_o=rack_o,
            wins=wins,
            won=won,
        )

        return player_round_summary
