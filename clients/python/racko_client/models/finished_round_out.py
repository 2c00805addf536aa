from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.finished_round_out_ended_by import FinishedRoundOutEndedBy
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.super_rack_text import SuperRackText


T = TypeVar("T", bound="FinishedRoundOut")


@_attrs_define
class FinishedRoundOut:
    """
    Attributes:
        dealer (int):
        racks (list[list[int | None] | SuperRackText]): every rack as the round ended
        round_ (int):
        scores (list[int]): per seat
        turns (int):
        winner (int | None): the seat that won the round; null for a round that ended with no winner (one that reached
            its turn limit, R-TURN-LIMIT)
        bonus (int | Unset): Rack-O: the run bonus scored (R-BONUS)
        called (bool | Unset): Rack-O: Rack-O was called (R-WAIT)
        ended_by (FinishedRoundOutEndedBy | Unset): Rack-O: how the round ended: a Rack-O (R-RACKO) or the turn limit,
            every rack scored as a loser's (R-TURN-LIMIT)
        points (list[int] | Unset): Rack-O: per seat (scores)
        rack_o (int | None | Unset): Rack-O: the seat that went Rack-O (winner); null when nobody did
        team_points (list[int] | None | Unset): Rack-O partners: per team
    """

    dealer: int
    racks: list[list[int | None] | SuperRackText]
    round_: int
    scores: list[int]
    turns: int
    winner: int | None
    bonus: int | Unset = UNSET
    called: bool | Unset = UNSET
    ended_by: FinishedRoundOutEndedBy | Unset = UNSET
    points: list[int] | Unset = UNSET
    rack_o: int | None | Unset = UNSET
    team_points: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        racks = []
        for racks_item_data in self.racks:
            racks_item: dict[str, Any] | list[int | None]
            if isinstance(racks_item_data, list):
                racks_item = []
                for racks_item_type_0_item_data in racks_item_data:
                    racks_item_type_0_item: int | None
                    racks_item_type_0_item = racks_item_type_0_item_data
                    racks_item.append(racks_item_type_0_item)

            else:
                racks_item = racks_item_data.to_dict()

            racks.append(racks_item)

        round_ = self.round_

        scores = self.scores

        turns = self.turns

        winner: int | None
        winner = self.winner

        bonus = self.bonus

        called = self.called

        ended_by: str | Unset = UNSET
        if not isinstance(self.ended_by, Unset):
            ended_by = self.ended_by.value

        points: list[int] | Unset = UNSET
        if not isinstance(self.points, Unset):
            points = self.points

        rack_o: int | None | Unset
        if isinstance(self.rack_o, Unset):
            rack_o = UNSET
        else:
            rack_o = self.rack_o

        team_points: list[int] | None | Unset
        if isinstance(self.team_points, Unset):
            team_points = UNSET
        elif isinstance(self.team_points, list):
            team_points = self.team_points

        else:
            team_points = self.team_points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "racks": racks,
                "round": round_,
                "scores": scores,
                "turns": turns,
                "winner": winner,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if called is not UNSET:
            field_dict["called"] = called
        if ended_by is not UNSET:
            field_dict["ended_by"] = ended_by
        if points is not UNSET:
            field_dict["points"] = points
        if rack_o is not UNSET:
            field_dict["rack_o"] = rack_o
        if team_points is not UNSET:
            field_dict["team_points"] = team_points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.super_rack_text import SuperRackText

        d = dict(src_dict)
        dealer = d.pop("dealer")

        racks = []
        _racks = d.pop("racks")
        for racks_item_data in _racks:

            def _parse_racks_item(data: object) -> list[int | None] | SuperRackText:
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    racks_item_type_0 = []
                    _racks_item_type_0 = data
                    for racks_item_type_0_item_data in _racks_item_type_0:

                        def _parse_racks_item_type_0_item(data: object) -> int | None:
                            if data is None:
                                return data
                            return cast(int | None, data)

                        racks_item_type_0_item = _parse_racks_item_type_0_item(
                            racks_item_type_0_item_data
                        )

                        racks_item_type_0.append(racks_item_type_0_item)

                    return racks_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                racks_item_type_1 = SuperRackText.from_dict(data)

                return racks_item_type_1

            racks_item = _parse_racks_item(racks_item_data)

            racks.append(racks_item)

        round_ = d.pop("round")

        scores = cast(list[int], d.pop("scores"))

        turns = d.pop("turns")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        bonus = d.pop("bonus", UNSET)

        called = d.pop("called", UNSET)

        _ended_by = d.pop("ended_by", UNSET)
        ended_by: FinishedRoundOutEndedBy | Unset
        if isinstance(_ended_by, Unset):
            ended_by = UNSET
        else:
            ended_by = FinishedRoundOutEndedBy(_ended_by)

        points = cast(list[int], d.pop("points", UNSET))

        def _parse_rack_o(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rack_o = _parse_rack_o(d.pop("rack_o", UNSET))

        def _parse_team_points(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                team_points_type_0 = cast(list[int], data)

                return team_points_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        team_points = _parse_team_points(d.pop("team_points", UNSET))

        finished_round_out = cls(
            dealer=dealer,
            racks=racks,
            round_=round_,
            scores=scores,
            turns=turns,
            winner=winner,
            bonus=bonus,
            called=called,
            ended_by=ended_by,
            points=points,
            rack_o=rack_o,
            team_points=team_points,
        )

        return finished_round_out
