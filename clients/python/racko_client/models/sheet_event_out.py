from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sheet_event_out_type import SheetEventOutType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.player_total import PlayerTotal


T = TypeVar("T", bound="SheetEventOut")


@_attrs_define
class SheetEventOut:
    """
    Attributes:
        round_ (int): the round added, corrected, undone, or that won the game
        seq (int): the event's number, from 1; a stream's `id:`
        type_ (SheetEventOutType):
        version (int): the sheet's version after it
        players (list[PlayerTotal] | Unset): each player's total after it (not on game_won)
        round_count (int | Unset): rounds on the sheet after it (not on game_won)
        winner (None | str | Unset): who has won then, or null
    """

    round_: int
    seq: int
    type_: SheetEventOutType
    version: int
    players: list[PlayerTotal] | Unset = UNSET
    round_count: int | Unset = UNSET
    winner: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)

        round_count = self.round_count

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
        if players is not UNSET:
            field_dict["players"] = players
        if round_count is not UNSET:
            field_dict["round_count"] = round_count
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_total import PlayerTotal

        d = dict(src_dict)
        round_ = d.pop("round")

        seq = d.pop("seq")

        type_ = SheetEventOutType(d.pop("type"))

        version = d.pop("version")

        _players = d.pop("players", UNSET)
        players: list[PlayerTotal] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = PlayerTotal.from_dict(players_item_data)

                players.append(players_item)

        round_count = d.pop("round_count", UNSET)

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
            players=players,
            round_count=round_count,
            winner=winner,
        )

        return sheet_event_out
