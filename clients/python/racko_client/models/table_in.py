from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TableIn")


@_attrs_define
class TableIn:
    """
    Attributes:
        name (str): what the friends call their table; kept NFC-normalised with no space at either end, and refused with
            a control, format (invisible, bidirectional control, TAG), private-use character or lone surrogate anywhere in
            Unicode, or more than 4 combining marks on one character Example: Thursday night.
        players (list[str]): unique names, at most 20 at a table; each gets the next id Example: ['Ann', 'Bo', 'Cy'].
    """

    name: str
    players: list[str]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "players": players,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        players = cast(list[str], d.pop("players"))

        table_in = cls(
            name=name,
            players=players,
        )

        return table_in
