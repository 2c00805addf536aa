from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoundRackIn")


@_attrs_define
class RoundRackIn:
    """
    Attributes:
        player (str): the player, or the team whose shared rack this is; kept NFC-normalised with no space at either
            end, and refused with a control, format (invisible, bidirectional control, TAG), private-use character or lone
            surrogate anywhere in Unicode, or more than 4 combining marks on one character
        rack (list[int | None]): 10 card numbers, slot #5 first (null = empty slot, R-QUICK) Example: [3, 10, 13, 19,
            22, 23, 41, 47, 55, 57].
    """

    player: str
    rack: list[int | None]

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        rack = []
        for rack_item_data in self.rack:
            rack_item: int | None
            rack_item = rack_item_data
            rack.append(rack_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "rack": rack,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player")

        rack = []
        _rack = d.pop("rack")
        for rack_item_data in _rack:

            def _parse_rack_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            rack_item = _parse_rack_item(rack_item_data)

            rack.append(rack_item)

        round_rack_in = cls(
            player=player,
            rack=rack,
        )

        return round_rack_in
