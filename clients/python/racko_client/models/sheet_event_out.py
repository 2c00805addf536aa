from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sheet_event_out_type import SheetEventOutType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.player_total import PlayerTotal
    from ..models.round_summary_out import RoundSummaryOut


T = TypeVar("T", bound="SheetEventOut")


@_attrs_define
class SheetEventOut:
    """
    Attributes:
        round_ (int): the round added, corrected, undone, or that won the game
        seq (int): the event's number, from 1; a stream's `id:`
        type_ (SheetEventOutType):
        version (int): the sheet's version after it
        leaders (list[str] | Unset): the highest total then, as the sheet's `leaders` (not on game_won)
        players (list[PlayerTotal] | Unset): each player's total after it (not on game_won)
        round_count (int | Unset): rounds on the sheet after it (not on game_won)
        summary (RoundSummaryOut | Unset):
        tie_at_target (bool | Unset): the target is reached but the highest totals are tied (not on game_won)
        winner (None | str | Unset): who has won then, or null
    """

    round_: int
    seq: int
    type_: SheetEventOutType
    version: int
    leaders: list[str] | Unset = UNSET
    players: list[PlayerTotal] | Unset = UNSET
    round_count: int | Unset = UNSET
    summary: RoundSummaryOut | Unset = UNSET
    tie_at_target: bool | Unset = UNSET
    winner: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        leaders: list[str] | Unset = UNSET
        if not isinstance(self.leaders, Unset):
            leaders = self.leaders

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)

        round_count = self.round_count

        summary: dict[str, Any] | Unset = UNSET
        if not isinstance(self.summary, Unset):
            summary = self.summary.to_dict()

        tie_at_target = self.tie_at_target

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if leaders is not UNSET:
            field_dict["leaders"] = leaders
        if players is not UNSET:
            field_dict["players"] = players
        if round_count is not UNSET:
            field_dict["round_count"] = round_count
        if summary is not UNSET:
            field_dict["summary"] = summary
        if tie_at_target is not UNSET:
            field_dict["tie_at_target"] = tie_at_target
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_total import PlayerTotal
        from ..models.round_summary_out import RoundSummaryOut

        d = dict(src_dict)
        round_ = d.pop("round")

        seq = d.pop("seq")

        type_ = SheetEventOutType(d.pop("type"))

        version = d.pop("version")

        leaders = cast(list[str], d.pop("leaders", UNSET))

        _players = d.pop("players", UNSET)
        players: list[PlayerTotal] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = PlayerTotal.from_dict(players_item_data)

                players.append(players_item)

        round_count = d.pop("round_count", UNSET)

        _summary = d.pop("summary", UNSET)
        summary: RoundSummaryOut | Unset
        if isinstance(_summary, Unset):
            summary = UNSET
        else:
            summary = RoundSummaryOut.from_dict(_summary)

        tie_at_target = d.pop("tie_at_target", UNSET)

        def _parse_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        sheet_event_out = cls(
            round_=round_,
            seq=seq,
            type_=type_,
            version=version,
            leaders=leaders,
            players=players,
            round_count=round_count,
            summary=summary,
            tie_at_target=tie_at_target,
            winner=winner,
        )

        return sheet_event_out
