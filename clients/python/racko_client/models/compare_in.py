from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CompareIn")


@_attrs_define
class CompareIn:
    """
    Attributes:
        players (int): players at the table (sets the deck)
        rack (list[int]): 10 card numbers, slot #5 first Example: [3, 10, 13, 19, 22, 23, 41, 47, 55, 57].
        rack_o (bool | Unset):
    """

    players: int
    rack: list[int]
    rack_o: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        rack = self.rack

        rack_o = self.rack_o

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "rack": rack,
            }
        )
        if rack_o is not UNSET:
            field_dict["rack_o"] = rack_o

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        players = d.pop("players")

        rack = cast(list[int], d.pop("rack"))

        rack_o = d.pop("rack_o", UNSET)

        compare_in = cls(
            players=players,
            rack=rack,
            rack_o=rack_o,
        )

        return compare_in
