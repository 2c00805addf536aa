from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HeadToHeadOut")


@_attrs_define
class HeadToHeadOut:
    """
    Attributes:
        games (int): games both played
        lost (int): of them, games the opponent won (partners who won together count in both)
        name (str):
        opponent (int): a player's id at the table (1, 2, ...): it stays when the player is renamed Example: 1.
        won (int): of them, games this player won
    """

    games: int
    lost: int
    name: str
    opponent: int
    won: int

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        lost = self.lost

        name = self.name

        opponent = self.opponent

        won = self.won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "lost": lost,
                "name": name,
                "opponent": opponent,
                "won": won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        games = d.pop("games")

        lost = d.pop("lost")

        name = d.pop("name")

        opponent = d.pop("opponent")

        won = d.pop("won")

        head_to_head_out = cls(
            games=games,
            lost=lost,
            name=name,
            opponent=opponent,
            won=won,
        )

        return head_to_head_out
