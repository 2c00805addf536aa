from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OtherRackIn")


@_attrs_define
class OtherRackIn:
    """
    Attributes:
        player (str): a name; kept NFC-normalised with no space at either end, and refused with a control, format
            (invisible, bidirectional control, TAG), private-use character or lone surrogate anywhere in Unicode, or more
            than 4 combining marks on one character
        rack (list[int | None]): 10 slots, slot #5 first; null = not typed yet. A card outside the deck, or twice, is
            refused naming its slot (rack/<index>, R-DECK) Example: [3, 10, None, None, None, None, None, None, None, None].
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

        other_rack_in = cls(
            player=player,
            rack=rack,
        )

        return other_rack_in
