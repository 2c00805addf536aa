from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_round import PlayerRound
    from ..models.team_round import TeamRound


T = TypeVar("T", bound="RoundScoreOut")


@_attrs_define
class RoundScoreOut:
    """
    Attributes:
        players (list[PlayerRound]):
        rack_o (str):
        ruleset (str):
        teams (list[TeamRound]):
    """

    players: list[PlayerRound]
    rack_o: str
    ruleset: str
    teams: list[TeamRound]

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        rack_o = self.rack_o

        ruleset = self.ruleset

        teams = []
        for teams_item_data in self.teams:
            teams_item = teams_item_data.to_dict()
            teams.append(teams_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "rack_o": rack_o,
                "ruleset": ruleset,
                "teams": teams,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_round import PlayerRound
        from ..models.team_round import TeamRound

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PlayerRound.from_dict(players_item_data)

            players.append(players_item)

        rack_o = d.pop("rack_o")

        ruleset = d.pop("ruleset")

        teams = []
        _teams = d.pop("teams")
        for teams_item_data in _teams:
            teams_item = TeamRound.from_dict(teams_item_data)

            teams.append(teams_item)

        round_score_out = cls(
            players=players,
            rack_o=rack_o,
            ruleset=ruleset,
            teams=teams,
        )

        return round_score_out
