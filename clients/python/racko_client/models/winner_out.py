from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WinnerOut")


@_attrs_define
class WinnerOut:
    """
    Attributes:
        seats (list[int]): one seat, or a team's seats; several when a tie is played out (R-TARGET)
        team (int | None):
    """

    seats: list[int]
    team: int | None

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        team: int | None
        team = self.team

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "team": team,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seats = cast(list[int], d.pop("seats"))

        def _parse_team(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        team = _parse_team(d.pop("team"))

        winner_out = cls(
            seats=seats,
            team=team,
        )

        return winner_out
