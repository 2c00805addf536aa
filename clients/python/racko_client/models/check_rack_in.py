from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.check_rack_in_ruleset import CheckRackInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options


T = TypeVar("T", bound="CheckRackIn")


@_attrs_define
class CheckRackIn:
    """
    Attributes:
        players (int): players at the table (sets the deck)
        rack (list[int | None]): 10 card numbers, slot #5 first (null = empty slot, R-QUICK) Example: [3, 10, 13, 19,
            22, 23, 41, 47, 55, 57].
        ruleset (CheckRackInRuleset): a preset id Example: hasbro.
        dealt (list[int] | Unset): the rack's cards in the order they were dealt to the player, first first: as_dealt
            then says whether the rack is the rack as dealt (R-DEAL), and a Rack-O as dealt gets a last reason (R-RACKO)
            saying when its player goes Rack-O
        options (Options | Unset):
    """

    players: int
    rack: list[int | None]
    ruleset: CheckRackInRuleset
    dealt: list[int] | Unset = UNSET
    options: Options | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        rack = []
        for rack_item_data in self.rack:
            rack_item: int | None
            rack_item = rack_item_data
            rack.append(rack_item)

        ruleset = self.ruleset.value

        dealt: list[int] | Unset = UNSET
        if not isinstance(self.dealt, Unset):
            dealt = self.dealt

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "rack": rack,
                "ruleset": ruleset,
            }
        )
        if dealt is not UNSET:
            field_dict["dealt"] = dealt
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options import Options

        d = dict(src_dict)
        players = d.pop("players")

        rack = []
        _rack = d.pop("rack")
        for rack_item_data in _rack:

            def _parse_rack_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            rack_item = _parse_rack_item(rack_item_data)

            rack.append(rack_item)

        ruleset = CheckRackInRuleset(d.pop("ruleset"))

        dealt = cast(list[int], d.pop("dealt", UNSET))

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        check_rack_in = cls(
            players=players,
            rack=rack,
            ruleset=ruleset,
            dealt=dealt,
            options=options,
        )

        return check_rack_in
