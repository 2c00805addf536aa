from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_over_event_score_unit import GameOverEventScoreUnit
from ..models.game_over_event_type import GameOverEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameOverEvent")


@_attrs_define
class GameOverEvent:
    """
    Attributes:
        score_unit (GameOverEventScoreUnit):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        team_totals (list[int] | None):
        totals (list[int]):
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (GameOverEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        winner (list[int]):
        rule (str | Unset): the rule that made it so
    """

    score_unit: GameOverEventScoreUnit
    seat: int | None
    seq: int
    team_totals: list[int] | None
    totals: list[int]
    turn: int | None
    type_: GameOverEventType
    version: int
    winner: list[int]
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        score_unit = self.score_unit.value

        seat: int | None
        seat = self.seat

        seq = self.seq

        team_totals: list[int] | None
        if isinstance(self.team_totals, list):
            team_totals = self.team_totals

        else:
            team_totals = self.team_totals

        totals = self.totals

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        winner = self.winner

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "score_unit": score_unit,
                "seat": seat,
                "seq": seq,
                "team_totals": team_totals,
                "totals": totals,
                "turn": turn,
                "type": type_,
                "version": version,
                "winner": winner,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        score_unit = GameOverEventScoreUnit(d.pop("score_unit"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

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

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        type_ = GameOverEventType(d.pop("type"))

        version = d.pop("version")

        winner = cast(list[int], d.pop("winner"))

        rule = d.pop("rule", UNSET)

        game_over_event = cls(
            score_unit=score_unit,
            seat=seat,
            seq=seq,
            team_totals=team_totals,
            totals=totals,
            turn=turn,
            type_=type_,
            version=version,
            winner=winner,
            rule=rule,
        )

        return game_over_event
