from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.head_to_head_out import HeadToHeadOut
    from ..models.player_stats_out_wins_by_edition import PlayerStatsOutWinsByEdition


T = TypeVar("T", bound="PlayerStatsOut")


@_attrs_define
class PlayerStatsOut:
    """
    Attributes:
        average_points (float | None): points a Rack-O round, to one decimal; null without one
        best_round (int | None): the most points in one Rack-O round
        games (int): sheets played, finished or not
        head_to_head (list[HeadToHeadOut]): every other player met at a sheet, by id
        id (int): a player's id at the table (1, 2, ...): it stays when the player is renamed Example: 1.
        longest_run (int | None): the longest run of a full rack typed in (quick entries have none)
        name (str):
        points (int): Rack-O points in all
        rack_os (int): Rack-O rounds gone out
        rounds (int): rounds played, both games
        scored_rounds (int): Rack-O rounds (scored in points; Super Rack-O rounds are won, not scored)
        super_rack_os (int): Super Rack-O rounds won (SUPER RACK-O! called)
        wins_by_edition (PlayerStatsOutWinsByEdition): games won by ruleset id Example: {'hasbro': 3, 'super-rack-o':
            1}.
        won (int): games won (a Super Rack-O game by its wins, a partners game with the partner)
    """

    average_points: float | None
    best_round: int | None
    games: int
    head_to_head: list[HeadToHeadOut]
    id: int
    longest_run: int | None
    name: str
    points: int
    rack_os: int
    rounds: int
    scored_rounds: int
    super_rack_os: int
    wins_by_edition: PlayerStatsOutWinsByEdition
    won: int

    def to_dict(self) -> dict[str, Any]:
        average_points: float | None
        average_points = self.average_points

        best_round: int | None
        best_round = self.best_round

        games = self.games

        head_to_head = []
        for head_to_head_item_data in self.head_to_head:
            head_to_head_item = head_to_head_item_data.to_dict()
            head_to_head.append(head_to_head_item)

        id = self.id

        longest_run: int | None
        longest_run = self.longest_run

        name = self.name

        points = self.points

        rack_os = self.rack_os

        rounds = self.rounds

        scored_rounds = self.scored_rounds

        super_rack_os = self.super_rack_os

        wins_by_edition = self.wins_by_edition.to_dict()

        won = self.won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "average_points": average_points,
                "best_round": best_round,
                "games": games,
                "head_to_head": head_to_head,
                "id": id,
                "longest_run": longest_run,
                "name": name,
                "points": points,
                "rack_os": rack_os,
                "rounds": rounds,
                "scored_rounds": scored_rounds,
                "super_rack_os": super_rack_os,
                "wins_by_edition": wins_by_edition,
                "won": won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.head_to_head_out import HeadToHeadOut
        from ..models.player_stats_out_wins_by_edition import (
            PlayerStatsOutWinsByEdition,
        )

        d = dict(src_dict)

        def _parse_average_points(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_points = _parse_average_points(d.pop("average_points"))

        def _parse_best_round(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_round = _parse_best_round(d.pop("best_round"))

        games = d.pop("games")

        head_to_head = []
        _head_to_head = d.pop("head_to_head")
        for head_to_head_item_data in _head_to_head:
            head_to_head_item = HeadToHeadOut.from_dict(head_to_head_item_data)

            head_to_head.append(head_to_head_item)

        id = d.pop("id")

        def _parse_longest_run(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        longest_run = _parse_longest_run(d.pop("longest_run"))

        name = d.pop("name")

        points = d.pop("points")

        rack_os = d.pop("rack_os")

        rounds = d.pop("rounds")

        scored_rounds = d.pop("scored_rounds")

        super_rack_os = d.pop("super_rack_os")

        wins_by_edition = PlayerStatsOutWinsByEdition.from_dict(
            d.pop("wins_by_edition")
        )

        won = d.pop("won")

        player_stats_out = cls(
            average_points=average_points,
            best_round=best_round,
            games=games,
            head_to_head=head_to_head,
            id=id,
            longest_run=longest_run,
            name=name,
            points=points,
            rack_os=rack_os,
            rounds=rounds,
            scored_rounds=scored_rounds,
            super_rack_os=super_rack_os,
            wins_by_edition=wins_by_edition,
            won=won,
        )

        return player_stats_out
