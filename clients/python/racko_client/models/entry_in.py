from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="EntryIn")


@_attrs_define
class EntryIn:
    """
    Attributes:
        player (str): a player of the sheet (a team's name where a Swedish team shares a rack); kept NFC-normalised with
            no space at either end, and refused with a control, format (invisible, bidirectional control, TAG), private-use
            character or lone surrogate anywhere in Unicode, or more than 4 combining marks on one character Example: Ann.
        rack (list[int | None] | Unset): 10 card numbers, slot #5 first (null = empty slot, R-QUICK) Example: [3, 10,
            13, 19, 22, 23, 41, 47, 55, 57].
        run (int | Unset): quick entry of the player who went Rack-O: the longest run, for a run bonus (R-BONUS) and,
            where going Rack-O needs a run of 3 (R-RUN3, two players), to have that checked: without it the answer says
            R-RUN3 went unchecked. Where neither applies it is ignored, and a reason says so. With run_bonus_from: team, a
            partner's quick entry may state its run too
        scoring_cards (int | Unset): quick entry instead of the rack: how many cards score
    """

    player: str
    rack: list[int | None] | Unset = UNSET
    run: int | Unset = UNSET
    scoring_cards: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        rack: list[int | None] | Unset = UNSET
        if not isinstance(self.rack, Unset):
            rack = []
            for rack_item_data in self.rack:
                rack_item: int | None
                rack_item = rack_item_data
                rack.append(rack_item)

        run = self.run

        scoring_cards = self.scoring_cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
            }
        )
        if rack is not UNSET:
            field_dict["rack"] = rack
        if run is not UNSET:
            field_dict["run"] = run
        if scoring_cards is not UNSET:
            field_dict["scoring_cards"] = scoring_cards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player")

        _rack = d.pop("rack", UNSET)
        rack: list[int | None] | Unset = UNSET
        if _rack is not UNSET:
            rack = []
            for rack_item_data in _rack:

                def _parse_rack_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                rack_item = _parse_rack_item(rack_item_data)

                rack.append(rack_item)

        run = d.pop("run", UNSET)

        scoring_cards = d.pop("scoring_cards", UNSET)

        entry_in = cls(
            player=player,
            rack=rack,
            run=run,
            scoring_cards=scoring_cards,
        )

        return entry_in
