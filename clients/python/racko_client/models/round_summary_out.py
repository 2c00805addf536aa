from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.entry_out import EntryOut
    from ..models.player_round_summary import PlayerRoundSummary
    from ..models.super_rack_text import SuperRackText
    from ..models.team_round_out import TeamRoundOut


T = TypeVar("T", bound="RoundSummaryOut")


@_attrs_define
class RoundSummaryOut:
    """
    Attributes:
        entries (list[EntryOut]): what was typed in
        number (int): 1 for the first round
        players (list[PlayerRoundSummary]):
        rack_o (str): who went Rack-O; on a super-rack-o sheet, who won the round (each player's points are then 1 for
            the winner, else 0)
        teams (list[TeamRoundOut]): empty unless partners play
        rack (None | SuperRackText | Unset): super-rack-o sheets: the winner's double rack as typed, or null
    """

    entries: list[EntryOut]
    number: int
    players: list[PlayerRoundSummary]
    rack_o: str
    teams: list[TeamRoundOut]
    rack: None | SuperRackText | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.super_rack_text import SuperRackText

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        number = self.number

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        rack_o = self.rack_o

        teams = []
        for teams_item_data in self.teams:
            teams_item = teams_item_data.to_dict()
            teams.append(teams_item)

        rack: dict[str, Any] | None | Unset
        if isinstance(self.rack, Unset):
            rack = UNSET
        elif isinstance(self.rack, SuperRackText):
            rack = self.rack.to_dict()
        else:
            rack = self.rack

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entries": entries,
                "number": number,
                "players": players,
                "rack_o": rack_o,
                "teams": teams,
            }
        )
        if rack is not UNSET:
            field_dict["rack"] = rack

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.entry_out import EntryOut
        from ..models.player_round_summary import PlayerRoundSummary
        from ..models.super_rack_text import SuperRackText
        from ..models.team_round_out import TeamRoundOut

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = EntryOut.from_dict(entries_item_data)

            entries.append(entries_item)

        number = d.pop("number")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PlayerRoundSummary.from_dict(players_item_data)

            players.append(players_item)

        rack_o = d.pop("rack_o")

        teams = []
        _teams = d.pop("teams")
        for teams_item_data in _teams:
            teams_item = TeamRoundOut.from_dict(teams_item_data)

            teams.append(teams_item)

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

        round_summary_out = cls(
            entries=entries,
            number=number,
            players=players,
            rack_o=rack_o,
            teams=teams,
            rack=rack,
        )

        return round_summary_out
