from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.round_score_in_ruleset import RoundScoreInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options
    from ..models.round_rack_in import RoundRackIn


T = TypeVar("T", bound="RoundScoreIn")


@_attrs_define
class RoundScoreIn:
    """
    Attributes:
        racks (list[RoundRackIn]):
        ruleset (RoundScoreInRuleset): a preset id Example: hasbro.
        options (Options | Unset):
        rack_o (str | Unset): who went Rack-O; omit when one rack is eligible; kept NFC-normalised with no space at
            either end, and refused with a control, format (invisible, bidirectional control, TAG), private-use character or
            lone surrogate anywhere in Unicode, or more than 4 combining marks on one character
        teams (list[list[str]] | Unset): partners (a rack each): two teams of two player names (default: seats 1+3 vs
            2+4). Swedish teams sharing a rack (options teams: true): `racks` holds one entry per team (`player` is the
            team's name) and `teams` the members of each, in the order of `racks`, any number each (default: the team's
            name)
    """

    racks: list[RoundRackIn]
    ruleset: RoundScoreInRuleset
    options: Options | Unset = UNSET
    rack_o: str | Unset = UNSET
    teams: list[list[str]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        racks = []
        for racks_item_data in self.racks:
            racks_item = racks_item_data.to_dict()
            racks.append(racks_item)

        ruleset = self.ruleset.value

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rack_o = self.rack_o

        teams: list[list[str]] | Unset = UNSET
        if not isinstance(self.teams, Unset):
            teams = []
            for teams_item_data in self.teams:
                teams_item = teams_item_data

                teams.append(teams_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "racks": racks,
                "ruleset": ruleset,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if rack_o is not UNSET:
            field_dict["rack_o"] = rack_o
        if teams is not UNSET:
            field_dict["teams"] = teams

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options import Options
        from ..models.round_rack_in import RoundRackIn

        d = dict(src_dict)
        racks = []
        _racks = d.pop("racks")
        for racks_item_data in _racks:
            racks_item = RoundRackIn.from_dict(racks_item_data)

            racks.append(racks_item)

        ruleset = RoundScoreInRuleset(d.pop("ruleset"))

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        rack_o = d.pop("rack_o", UNSET)

        _teams = d.pop("teams", UNSET)
        teams: list[list[str]] | Unset = UNSET
        if _teams is not UNSET:
            teams = []
            for teams_item_data in _teams:
                teams_item = cast(list[str], teams_item_data)

                teams.append(teams_item)

        round_score_in = cls(
            racks=racks,
            ruleset=ruleset,
            options=options,
            rack_o=rack_o,
            teams=teams,
        )

        return round_score_in
