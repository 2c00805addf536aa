from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sheet_in_ruleset import SheetInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options


T = TypeVar("T", bound="SheetIn")


@_attrs_define
class SheetIn:
    """
    Attributes:
        players (list[str]): 2-4 unique names in seat order. Teams that share a rack (a ruleset whose team_rack is
            shared, with options teams: true) play as one player each: give the two teams' names here (e.g. "Ann & Bo");
            every round takes one entry per team Example: ['Ann', 'Bo'].
        ruleset (SheetInRuleset): a ruleset id; GET /v1/rulesets gives each one's score_unit: points (each round is
            scored in points) or wins (rounds are won: the sheet counts wins) Example: hasbro.
        options (Options | Unset):
        target (int | Unset): points that end the game (default: the ruleset's; at most 20,000); where the ruleset
            counts wins, the won rounds that win it (default 1, at most 50)
        teams (list[list[str]] | Unset): partners rulesets (a rack each): two teams of two (default: seats 1+3 against
            2+4); not for Swedish teams, which are named in players Example: [['Ann', 'Cy'], ['Bo', 'Di']].
    """

    players: list[str]
    ruleset: SheetInRuleset
    options: Options | Unset = UNSET
    target: int | Unset = UNSET
    teams: list[list[str]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        ruleset = self.ruleset.value

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        target = self.target

        teams: list[list[str]] | Unset = UNSET
        if not isinstance(self.teams, Unset):
            teams = []
            for teams_item_data in self.teams:
                teams_item = teams_item_data

                teams.append(teams_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "ruleset": ruleset,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if target is not UNSET:
            field_dict["target"] = target
        if teams is not UNSET:
            field_dict["teams"] = teams

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options import Options

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        ruleset = SheetInRuleset(d.pop("ruleset"))

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        target = d.pop("target", UNSET)

        _teams = d.pop("teams", UNSET)
        teams: list[list[str]] | Unset = UNSET
        if _teams is not UNSET:
            teams = []
            for teams_item_data in _teams:
                teams_item = cast(list[str], teams_item_data)

                teams.append(teams_item)

        sheet_in = cls(
            players=players,
            ruleset=ruleset,
            options=options,
            target=target,
            teams=teams,
        )

        return sheet_in
