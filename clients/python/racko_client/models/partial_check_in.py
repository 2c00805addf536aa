from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.partial_check_in_ruleset import PartialCheckInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options
    from ..models.other_rack_in import OtherRackIn


T = TypeVar("T", bound="PartialCheckIn")


@_attrs_define
class PartialCheckIn:
    """
    Attributes:
        players (int): players at the table (sets the deck)
        rack (list[int | None]): 10 slots, slot #5 first; null = not typed yet. A card outside the deck, or twice, is
            refused naming its slot (rack/<index>, R-DECK) Example: [3, 10, None, None, None, None, None, None, None, None].
        ruleset (PartialCheckInRuleset): a preset id Example: hasbro.
        options (Options | Unset):
        others (list[OtherRackIn] | Unset): the other racks of the round so far: a card in one of them is refused here
        rack_o (bool | Unset): this player went Rack-O: a complete rack is then scored as Rack-O
    """

    players: int
    rack: list[int | None]
    ruleset: PartialCheckInRuleset
    options: Options | Unset = UNSET
    others: list[OtherRackIn] | Unset = UNSET
    rack_o: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        rack = []
        for rack_item_data in self.rack:
            rack_item: int | None
            rack_item = rack_item_data
            rack.append(rack_item)

        ruleset = self.ruleset.value

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        others: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.others, Unset):
            others = []
            for others_item_data in self.others:
                others_item = others_item_data.to_dict()
                others.append(others_item)

        rack_o = self.rack_o

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "rack": rack,
                "ruleset": ruleset,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if others is not UNSET:
            field_dict["others"] = others
        if rack_o is not UNSET:
            field_dict["rack_o"] = rack_o

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options import Options
        from ..models.other_rack_in import OtherRackIn

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

        ruleset = PartialCheckInRuleset(d.pop("ruleset"))

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        _others = d.pop("others", UNSET)
        others: list[OtherRackIn] | Unset = UNSET
        if _others is not UNSET:
            others = []
            for others_item_data in _others:
                others_item = OtherRackIn.from_dict(others_item_data)

                others.append(others_item)

        rack_o = d.pop("rack_o", UNSET)

        partial_check_in = cls(
            players=players,
            rack=rack,
            ruleset=ruleset,
            options=options,
            others=others,
            rack_o=rack_o,
        )

        return partial_check_in
