from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.finished_round_out import FinishedRoundOut


T = TypeVar("T", bound="ScoresOut")


@_attrs_define
class ScoresOut:
    """
    Attributes:
        rounds (list[FinishedRoundOut]):
        team_totals (list[int] | None):
        totals (list[int]): per seat
    """

    rounds: list[FinishedRoundOut]
    team_totals: list[int] | None
    totals: list[int]

    def to_dict(self) -> dict[str, Any]:
        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        team_totals: list[int] | None
        if isinstance(self.team_totals, list):
            team_totals = self.team_totals

        else:
            team_totals = self.team_totals

        totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rounds": rounds,
                "team_totals": team_totals,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.finished_round_out import FinishedRoundOut

        d = dict(src_dict)
        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = FinishedRoundOut.from_dict(rounds_item_data)

            rounds.append(rounds_item)

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

        scores_out = cls(
            rounds=rounds,
            team_totals=team_totals,
            totals=totals,
        )

        return scores_out
