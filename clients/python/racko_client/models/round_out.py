from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.entry_out import EntryOut
    from ..models.player_round_out import PlayerRoundOut
    from ..models.super_rack_text import SuperRackText
    from ..models.team_round_out import TeamRoundOut


T = TypeVar("T", bound="RoundOut")


@_attrs_define
class RoundOut:
    """
    Attributes:
        number (int): 1 for the first round
        players (list[PlayerRoundOut]):
        teams (list[TeamRoundOut]): empty unless partners play
        entries (list[EntryOut] | Unset): sheets scored in points: what was typed in
        rack (None | SuperRackText | Unset): sheets that count wins: the winner's double rack as typed, or null
        rack_o (str | Unset): sheets scored in points: who went Rack-O
        round_winner (str | Unset): sheets that count wins: who won the round (`winner` is the game's)
    """

    number: int
    players: list[PlayerRoundOut]
    teams: list[TeamRoundOut]
    entries: list[EntryOut] | Unset = UNSET
    rack: None | SuperRackText | Unset = UNSET
    rack_o: str | Unset = UNSET
    round_winner: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.super_rack_text import SuperRackText

        number = self.number

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        teams = []
        for teams_item_data in self.teams:
            teams_item = teams_item_data.to_dict()
            teams.append(teams_item)

        entries: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.entries, Unset):
            entries = []
            for entries_item_data in self.entries:
                entries_item = entries_item_data.to_dict()
                entries.append(entries_item)

        rack: dict[str, Any] | None | Unset
        if isinstance(self.rack, Unset):
            rack = UNSET
        elif isinstance(self.rack, SuperRackText):
            rack = self.rack.to_dict()
        else:
            rack = self.rack

        rack_o = self.rack_o

        round_winner = self.round_winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "players": players,
                "teams": teams,
            }
        )
        if entries is not UNSET:
            field_dict["entries"] = entries
        if rack is not UNSET:
            field_dict["rack"] = rack
        if rack_o is not UNSET:
            field_dict["rack_o"] = rack_o
        if round_winner is not UNSET:
            field_dict["round_winner"] = round_winner

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.entry_out import EntryOut
        from ..models.player_round_out import PlayerRoundOut
        from ..models.super_rack_text import SuperRackText
        from ..models.team_round_out import TeamRoundOut

        d = dict(src_dict)
        number = d.pop("number")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PlayerRoundOut.from_dict(players_item_data)

            players.append(players_item)

        teams = []
        _teams = d.pop("teams")
        for teams_item_data in _teams:
            teams_item = TeamRoundOut.from_dict(teams_item_data)

            teams.append(teams_item)

        _entries = d.pop("entries", UNSET)
        entries: list[EntryOut] | Unset = UNSET
        if _entries is not UNSET:
            entries = []
            for entries_item_data in _entries:
                entries_item = EntryOut.from_dict(entries_item_data)

                entries.append(entries_item)

        def _parse_rack(data: object) -> None | SuperRackText | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rack_type_0 = SuperRackText.from_dict(data)

                return rack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuperRackText | Unset, data)

        rack = _parse_rack(d.pop("rack", UNSET))

        rack_o = d.pop("rack_o", UNSET)

        round_winner = d.pop("round_winner", UNSET)

        round_out = cls(
            number=number,
            players=players,
            teams=teams,
            entries=entries,
            rack=rack,
            rack_o=rack_o,
            round_winner=round_winner,
        )

        return round_out
