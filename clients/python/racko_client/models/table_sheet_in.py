from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.table_sheet_in_ruleset import TableSheetInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options


T = TypeVar("T", bound="TableSheetIn")


@_attrs_define
class TableSheetIn:
    """
    Attributes:
        players (list[int]): 2-4 of the table's player ids, in seat order Example: [1, 2].
        ruleset (TableSheetInRuleset): as for a scoresheet Example: hasbro.
        options (Options | Unset):
        target (int | Unset): as for a scoresheet
        teams (list[list[int]] | Unset): partners rulesets: two teams of two, by player id Example: [[1, 3], [2, 4]].
    """

    players: list[int]
    ruleset: TableSheetInRuleset
    options: Options | Unset = UNSET
    target: int | Unset = UNSET
    teams: list[list[int]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        ruleset = self.ruleset.value

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        target = self.target

        teams: list[list[int]] | Unset = UNSET
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
        players = cast(list[int], d.pop("players"))

        ruleset = TableSheetInRuleset(d.pop("ruleset"))

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        target = d.pop("target", UNSET)

        _teams = d.pop("teams", UNSET)
        teams: list[list[int]] | Unset = UNSET
        if _teams is not UNSET:
            teams = []
            for teams_item_data in _teams:
                teams_item = cast(list[int], teams_item_data)

                teams.append(teams_item)

        table_sheet_in = cls(
            players=players,
            ruleset=ruleset,
            options=options,
            target=target,
            teams=teams,
        )

        return table_sheet_in
