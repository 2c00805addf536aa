from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.round_scored_event_type import RoundScoredEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_score import SeatScore


T = TypeVar("T", bound="RoundScoredEvent")


@_attrs_define
class RoundScoredEvent:
    """
    Attributes:
        rack_o (int):
        racks (list[list[int | None]]):
        round_ (int):
        scores (list[SeatScore]):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        team_points (list[int] | None):
        team_totals (list[int] | None):
        totals (list[int]):
        type_ (RoundScoredEventType):
        rule (str | Unset): the rule that made it so
    """

    rack_o: int
    racks: list[list[int | None]]
    round_: int
    scores: list[SeatScore]
    seat: int | None
    seq: int
    team_points: list[int] | None
    team_totals: list[int] | None
    totals: list[int]
    type_: RoundScoredEventType
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
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

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        seat: int | None
        seat = self.seat

        seq = self.seq

        team_points: list[int] | None
        if isinstance(self.team_points, list):
            team_points = self.team_points

        else:
            team_points = self.team_points

        team_totals: list[int] | None
        if isinstance(self.team_totals, list):
            team_totals = self.team_totals

        else:
            team_totals = self.team_totals

        totals = self.totals

        type_ = self.type_.value

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rack_o": rack_o,
                "racks": racks,
                "round": round_,
                "scores": scores,
                "seat": seat,
                "seq": seq,
                "team_points": team_points,
                "team_totals": team_totals,
                "totals": totals,
                "type": type_,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_score import SeatScore

        d = dict(src_dict)
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

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = SeatScore.from_dict(scores_item_data)

            scores.append(scores_item)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

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

        def _parse_team_totals(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                team_totals_type_0 = cast(list[int], data)

                return team_totals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        team_totals = _parse_team_totals(d.pop("team_totals"))

        totals = cast(list[int], d.pop("totals"))

        type_ = RoundScoredEventType(d.pop("type"))

        rule = d.pop("rule", UNSET)

        round_scored_event = cls(
            rack_o=rack_o,
            racks=racks,
            round_=round_,
            scores=scores,
            seat=seat,
            seq=seq,
            team_points=team_points,
            team_totals=team_totals,
            totals=totals,
            type_=type_,
            rule=rule,
        )

        return round_scored_event
