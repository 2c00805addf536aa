from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.score_in_ruleset import ScoreInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options


T = TypeVar("T", bound="ScoreIn")


@_attrs_define
class ScoreIn:
    """
    Attributes:
        players (int): players at the table (sets the deck)
        rack (list[int | None]): 10 card numbers, slot #5 first (null = empty slot, R-QUICK) Example: [3, 10, 13, 19,
            22, 23, 41, 47, 55, 57].
        ruleset (ScoreInRuleset): a preset id Example: hasbro.
        options (Options | Unset):
        rack_o (bool | Unset): omit to infer from the rack
    """

    players: int
    rack: list[int | None]
    ruleset: ScoreInRuleset
    options: Options | Unset = UNSET
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
        if rack_o is not UNSET:
            field_dict["rack_o"] = rack_o

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

        ruleset = ScoreInRuleset(d.pop("ruleset"))

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        rack_o = d.pop("rack_o", UNSET)

        score_in = cls(
            players=players,
            rack=rack,
            ruleset=ruleset,
            options=options,
            rack_o=rack_o,
        )

        return score_in
