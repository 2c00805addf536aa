from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_over_event_type import GameOverEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameOverEvent")


@_attrs_define
class GameOverEvent:
    """
    Attributes:
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        type_ (GameOverEventType):
        rule (str | Unset): the rule that made it so
        team_totals (list[int] | None | Unset):
        totals (list[int] | Unset):
        winner (list[int] | Unset):
        wins (list[int] | Unset):
    """

    seat: int | None
    seq: int
    type_: GameOverEventType
    rule: str | Unset = UNSET
    team_totals: list[int] | None | Unset = UNSET
    totals: list[int] | Unset = UNSET
    winner: list[int] | Unset = UNSET
    wins: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        rule = self.rule

        team_totals: list[int] | None | Unset
        if isinstance(self.team_totals, Unset):
            team_totals = UNSET
        elif isinstance(self.team_totals, list):
            team_totals = self.team_totals

        else:
            team_totals = self.team_totals

        totals: list[int] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals

        winner: list[int] | Unset = UNSET
        if not isinstance(self.winner, Unset):
            winner = self.winner

        wins: list[int] | Unset = UNSET
        if not isinstance(self.wins, Unset):
            wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule
        if team_totals is not UNSET:
            field_dict["team_totals"] = team_totals
        if totals is not UNSET:
            field_dict["totals"] = totals
        if winner is not UNSET:
            field_dict["winner"] = winner
        if wins is not UNSET:
            field_dict["wins"] = wins

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = GameOverEventType(d.pop("type"))

        rule = d.pop("rule", UNSET)

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

        totals = cast(list[int], d.pop("totals", UNSET))

        winner = cast(list[int], d.pop("winner", UNSET))

        wins = cast(list[int], d.pop("wins", UNSET))

        game_over_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            rule=rule,
            team_totals=team_totals,
            totals=totals,
            winner=winner,
            wins=wins,
        )

        return game_over_event
