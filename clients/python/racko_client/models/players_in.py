from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayersIn")


@_attrs_define
class PlayersIn:
    """
    Attributes:
        players (list[str]): unique names, at most 20 at a table; each gets the next id Example: ['Ann', 'Bo', 'Cy'].
    """

    players: list[str]

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        players_in = cls(
            players=players,
        )

        return players_in
