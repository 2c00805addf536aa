from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.check_move_in_old_slot import CheckMoveInOldSlot
from ..models.check_move_in_play import CheckMoveInPlay
from ..models.check_move_in_ruleset import CheckMoveInRuleset
from ..models.check_move_in_slot import CheckMoveInSlot
from ..models.check_move_in_slots_item import CheckMoveInSlotsItem
from ..models.check_move_in_taken_from import CheckMoveInTakenFrom
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options


T = TypeVar("T", bound="CheckMoveIn")


@_attrs_define
class CheckMoveIn:
    """
    Attributes:
        card (int): the card taken
        play (CheckMoveInPlay): what the player does with the card
        players (int): players at the table (sets the deck)
        rack (list[int | None]): 10 card numbers, slot #5 first (null = empty slot, R-QUICK) Example: [3, 10, 13, 19,
            22, 23, 41, 47, 55, 57].
        ruleset (CheckMoveInRuleset): a preset id Example: hasbro.
        taken_from (CheckMoveInTakenFrom):
        old_slot (CheckMoveInOldSlot | Unset): exchange: the slot the old card leaves, when not `slot`
        options (Options | Unset):
        slot (CheckMoveInSlot | Unset): a slot label 5..50
        slots (list[CheckMoveInSlotsItem] | Unset): swap / exchange_two: the two rack slots
    """

    card: int
    play: CheckMoveInPlay
    players: int
    rack: list[int | None]
    ruleset: CheckMoveInRuleset
    taken_from: CheckMoveInTakenFrom
    old_slot: CheckMoveInOldSlot | Unset = UNSET
    options: Options | Unset = UNSET
    slot: CheckMoveInSlot | Unset = UNSET
    slots: list[CheckMoveInSlotsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        play = self.play.value

        players = self.players

        rack = []
        for rack_item_data in self.rack:
            rack_item: int | None
            rack_item = rack_item_data
            rack.append(rack_item)

        ruleset = self.ruleset.value

        taken_from = self.taken_from.value

        old_slot: int | Unset = UNSET
        if not isinstance(self.old_slot, Unset):
            old_slot = self.old_slot.value

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        slot: int | Unset = UNSET
        if not isinstance(self.slot, Unset):
            slot = self.slot.value

        slots: list[int] | Unset = UNSET
        if not isinstance(self.slots, Unset):
            slots = []
            for slots_item_data in self.slots:
                slots_item = slots_item_data.value
                slots.append(slots_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "play": play,
                "players": players,
                "rack": rack,
                "ruleset": ruleset,
                "taken_from": taken_from,
            }
        )
        if old_slot is not UNSET:
            field_dict["old_slot"] = old_slot
        if options is not UNSET:
            field_dict["options"] = options
        if slot is not UNSET:
            field_dict["slot"] = slot
        if slots is not UNSET:
            field_dict["slots"] = slots

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options import Options

        d = dict(src_dict)
        card = d.pop("card")

        play = CheckMoveInPlay(d.pop("play"))

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

        ruleset = CheckMoveInRuleset(d.pop("ruleset"))

        taken_from = CheckMoveInTakenFrom(d.pop("taken_from"))

        _old_slot = d.pop("old_slot", UNSET)
        old_slot: CheckMoveInOldSlot | Unset
        if isinstance(_old_slot, Unset):
            old_slot = UNSET
        else:
            old_slot = CheckMoveInOldSlot(_old_slot)

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        _slot = d.pop("slot", UNSET)
        slot: CheckMoveInSlot | Unset
        if isinstance(_slot, Unset):
            slot = UNSET
        else:
            slot = CheckMoveInSlot(_slot)

        _slots = d.pop("slots", UNSET)
        slots: list[CheckMoveInSlotsItem] | Unset = UNSET
        if _slots is not UNSET:
            slots = []
            for slots_item_data in _slots:
                slots_item = CheckMoveInSlotsItem(slots_item_data)

                slots.append(slots_item)

        check_move_in = cls(
            card=card,
            play=play,
            players=players,
            rack=rack,
            ruleset=ruleset,
            taken_from=taken_from,
            old_slot=old_slot,
            options=options,
            slot=slot,
            slots=slots,
        )

        return check_move_in
