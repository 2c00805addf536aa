from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.round_over_event_ended_by import RoundOverEventEndedBy
from ..models.round_over_event_score_unit import RoundOverEventScoreUnit
from ..models.round_over_event_type import RoundOverEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_score import SeatScore
    from ..models.super_rack_text import SuperRackText


T = TypeVar("T", bound="RoundOverEvent")


@_attrs_define
class RoundOverEvent:
    """
    Attributes:
        racks (list[list[int | None] | SuperRackText]):
        round_ (int):
        score_unit (RoundOverEventScoreUnit):
        scores (list[int]):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        totals (list[int]):
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (RoundOverEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        winner (int | None):
        details (list[SeatScore] | Unset):
        ended_by (RoundOverEventEndedBy | Unset):
        rule (str | Unset): the rule that made it so
        team_points (list[int] | None | Unset):
        team_totals (list[int] | None | Unset):
        turn_limit (int | Unset):
    """

    racks: list[list[int | None] | SuperRackText]
    round_: int
    score_unit: RoundOverEventScoreUnit
    scores: list[int]
    seat: int | None
    seq: int
    totals: list[int]
    turn: int | None
    type_: RoundOverEventType
    version: int
    winner: int | None
    details: list[SeatScore] | Unset = UNSET
    ended_by: RoundOverEventEndedBy | Unset = UNSET
    rule: str | Unset = UNSET
    team_points: list[int] | None | Unset = UNSET
    team_totals: list[int] | None | Unset = UNSET
    turn_limit: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
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

        score_unit = self.score_unit.value

        scores = self.scores

        seat: int | None
        seat = self.seat

        seq = self.seq

        totals = self.totals

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        winner: int | None
        winner = self.winner

        details: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = []
            for details_item_data in self.details:
                details_item = details_item_data.to_dict()
                details.append(details_item)

        ended_by: str | Unset = UNSET
        if not isinstance(self.ended_by, Unset):
            ended_by = self.ended_by.value

        rule = self.rule

        team_points: list[int] | None | Unset
        if isinstance(self.team_points, Unset):
            team_points = UNSET
        elif isinstance(self.team_points, list):
            team_points = self.team_points

        else:
            team_points = self.team_points

        team_totals: list[int] | None | Unset
        if isinstance(self.team_totals, Unset):
            team_totals = UNSET
        elif isinstance(self.team_totals, list):
            team_totals = self.team_totals

        else:
            team_totals = self.team_totals

        turn_limit = self.turn_limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "racks": racks,
                "round": round_,
                "score_unit": score_unit,
                "scores": scores,
                "seat": seat,
                "seq": seq,
                "totals": totals,
                "turn": turn,
                "type": type_,
                "version": version,
                "winner": winner,
            }
        )
        if details is not UNSET:
            field_dict["details"] = details
        if ended_by is not UNSET:
            field_dict["ended_by"] = ended_by
        if rule is not UNSET:
            field_dict["rule"] = rule
        if team_points is not UNSET:
            field_dict["team_points"] = team_points
        if team_totals is not UNSET:
            field_dict["team_totals"] = team_totals
        if turn_limit is not UNSET:
            field_dict["turn_limit"] = turn_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_score import SeatScore
        from ..models.super_rack_text import SuperRackText

        d = dict(src_dict)
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

        score_unit = RoundOverEventScoreUnit(d.pop("score_unit"))

        scores = cast(list[int], d.pop("scores"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        totals = cast(list[int], d.pop("totals"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        type_ = RoundOverEventType(d.pop("type"))

        version = d.pop("version")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        _details = d.pop("details", UNSET)
        details: list[SeatScore] | Unset = UNSET
        if _details is not UNSET:
            details = []
            for details_item_data in _details:
                details_item = SeatScore.from_dict(details_item_data)

                details.append(details_item)

        _ended_by = d.pop("ended_by", UNSET)
        ended_by: RoundOverEventEndedBy | Unset
        if isinstance(_ended_by, Unset):
            ended_by = UNSET
        else:
            ended_by = RoundOverEventEndedBy(_ended_by)

        rule = d.pop("rule", UNSET)

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

        def _parse_team_totals(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                team_totals_type_0 = cast(list[int], data)

                return team_totals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        team_totals = _parse_team_totals(d.pop("team_totals", UNSET))

        turn_limit = d.pop("turn_limit", UNSET)

        round_over_event = cls(
            racks=racks,
            round_=round_,
            score_unit=score_unit,
            scores=scores,
            seat=seat,
            seq=seq,
            totals=totals,
            turn=turn,
            type_=type_,
            version=version,
            winner=winner,
            details=details,
            ended_by=ended_by,
            rule=rule,
            team_points=team_points,
            team_totals=team_totals,
            turn_limit=turn_limit,
        )

        return round_over_event
