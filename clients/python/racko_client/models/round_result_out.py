from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoundResultOut")


@_attrs_define
class RoundResultOut:
    """
    Attributes:
        bonus (int):
        called (bool): Rack-O was called (R-WAIT)
        dealer (int):
        points (list[int]): per seat
        rack_o (int): the seat that went Rack-O
        racks (list[list[int | None]]): every rack as the round ended
        round_ (int):
        team_points (list[int] | None):
        turns (int):
    """

    bonus: int
    called: bool
    dealer: int
    points: list[int]
    rack_o: int
    racks: list[list[int | None]]
    round_: int
    team_points: list[int] | None
    turns: int

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        called = self.called

        dealer = self.dealer

        points = self.points

        rack_o = self.rack_o

        racks = []
        for racks_item_data in self.racks:
            racks_item = []
            for racks_item_item_data in racks_item_data:
                racks_item_item: int | None
                racks_item_item = racks_item_item_data
                racks_item.append(racks_item_item)

            racks.append(racks_item)

        round_ = self.round_

        team_points: list[int] | None
        if isinstance(self.team_points, list):
            team_points = self.team_points

        else:
            team_points = self.team_points

        turns = self.turns

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus": bonus,
                "called": called,
                "dealer": dealer,
                "points": points,
                "rack_o": rack_o,
                "racks": racks,
                "round": round_,
                "team_points": team_points,
                "turns": turns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bonus = d.pop("bonus")

        called = d.pop("called")

        dealer = d.pop("dealer")

        points = cast(list[int], d.pop("points"))

        rack_o = d.pop("rack_o")

        racks = []
        _racks = d.pop("racks")
        for racks_item_data in _racks:
            racks_item = []
            _racks_item = racks_item_data
            for racks_item_item_data in _racks_item:

                def _parse_racks_item_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                racks_item_item = _parse_racks_item_item(racks_item_item_data)

                racks_item.append(racks_item_item)

            racks.append(racks_item)

        round_ = d.pop("round")

        def _parse_team_points(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                team_points_type_0 = cast(list[int], data)

                return team_points_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        team_points = _parse_team_points(d.pop("team_points"))

        turns = d.pop("turns")

        round_result_out = cls(
            bonus=bonus,
            called=called,
            dealer=dealer,
            points=points,
            rack_o=rack_o,
            racks=racks,
            round_=round_,
            team_points=team_points,
            turns=turns,
        )

        return round_result_out
