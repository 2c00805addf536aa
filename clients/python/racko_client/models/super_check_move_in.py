from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.super_check_move_in_play import SuperCheckMoveInPlay
from ..models.super_check_move_in_ruleset import SuperCheckMoveInRuleset
from ..models.super_check_move_in_taken_from import SuperCheckMoveInTakenFrom
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pending import Pending
    from ..models.super_check_move_in_blue_item_type_1 import (
        SuperCheckMoveInBlueItemType1,
    )
    from ..models.super_check_move_in_blue_item_type_2 import (
        SuperCheckMoveInBlueItemType2,
    )
    from ..models.super_check_move_in_blue_item_type_3 import (
        SuperCheckMoveInBlueItemType3,
    )
    from ..models.super_check_move_in_card_type_1 import SuperCheckMoveInCardType1
    from ..models.super_check_move_in_card_type_2 import SuperCheckMoveInCardType2
    from ..models.super_check_move_in_card_type_3 import SuperCheckMoveInCardType3
    from ..models.super_check_move_in_red_item_type_1 import (
        SuperCheckMoveInRedItemType1,
    )
    from ..models.super_check_move_in_red_item_type_2 import (
        SuperCheckMoveInRedItemType2,
    )
    from ..models.super_check_move_in_red_item_type_3 import (
        SuperCheckMoveInRedItemType3,
    )
    from ..models.super_options import SuperOptions
    from ..models.super_slot import SuperSlot


T = TypeVar("T", bound="SuperCheckMoveIn")


@_attrs_define
class SuperCheckMoveIn:
    """
    Attributes:
        blue (list[str | SuperCheckMoveInBlueItemType1 | SuperCheckMoveInBlueItemType2 |
            SuperCheckMoveInBlueItemType3]): the blue side: 8 cards, row 1 first
        play (SuperCheckMoveInPlay): exchange (needs card, taken_from, slot); discard (card, taken_from); play_swap:
            play the card taken as a swap on an opponent (card, taken_from, row); accept_swap: let the swap aimed at you
            switch its row (pending); play_reverse: answer it with a reverse card of your rack (pending, row, slot
            optional). A field a play does not use is refused. Wilds in the rack and the card taken may be named ("BW=17"):
            a naming goes where its wild goes and is judged on the rack after the move (S-WILD); play_reverse takes no
            naming.
        red (list[str | SuperCheckMoveInRedItemType1 | SuperCheckMoveInRedItemType2 | SuperCheckMoveInRedItemType3]):
            the red side: 8 cards, row 1 first
        ruleset (SuperCheckMoveInRuleset):  Example: super-rack-o.
        card (str | SuperCheckMoveInCardType1 | SuperCheckMoveInCardType2 | SuperCheckMoveInCardType3 | Unset): the card
            taken (text or object form) Example: B17.
        options (SuperOptions | Unset):
        pending (Pending | Unset):
        players (int | Unset): players at the table (2-4), as a Rack-O form takes it; optional: a Super Rack-O answer
            does not depend on it, and says so in `notes`
        row (int | Unset): play_swap, play_reverse: the row you name
        slot (SuperSlot | Unset):
        taken_from (SuperCheckMoveInTakenFrom | Unset):
    """

    blue: list[
        str
        | SuperCheckMoveInBlueItemType1
        | SuperCheckMoveInBlueItemType2
        | SuperCheckMoveInBlueItemType3
    ]
    play: SuperCheckMoveInPlay
    red: list[
        str
        | SuperCheckMoveInRedItemType1
        | SuperCheckMoveInRedItemType2
        | SuperCheckMoveInRedItemType3
    ]
    ruleset: SuperCheckMoveInRuleset
    card: (
        str
        | SuperCheckMoveInCardType1
        | SuperCheckMoveInCardType2
        | SuperCheckMoveInCardType3
        | Unset
    ) = UNSET
    options: SuperOptions | Unset = UNSET
    pending: Pending | Unset = UNSET
    players: int | Unset = UNSET
    row: int | Unset = UNSET
    slot: SuperSlot | Unset = UNSET
    taken_from: SuperCheckMoveInTakenFrom | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.super_check_move_in_blue_item_type_1 import (
            SuperCheckMoveInBlueItemType1,
        )
        from ..models.super_check_move_in_blue_item_type_2 import (
            SuperCheckMoveInBlueItemType2,
        )
        from ..models.super_check_move_in_blue_item_type_3 import (
            SuperCheckMoveInBlueItemType3,
        )
        from ..models.super_check_move_in_card_type_1 import SuperCheckMoveInCardType1
        from ..models.super_check_move_in_card_type_2 import SuperCheckMoveInCardType2
        from ..models.super_check_move_in_card_type_3 import SuperCheckMoveInCardType3
        from ..models.super_check_move_in_red_item_type_1 import (
            SuperCheckMoveInRedItemType1,
        )
        from ..models.super_check_move_in_red_item_type_2 import (
            SuperCheckMoveInRedItemType2,
        )
        from ..models.super_check_move_in_red_item_type_3 import (
            SuperCheckMoveInRedItemType3,
        )

        blue = []
        for blue_item_data in self.blue:
            blue_item: dict[str, Any] | str
            if (
                isinstance(blue_item_data, SuperCheckMoveInBlueItemType1)
                or isinstance(blue_item_data, SuperCheckMoveInBlueItemType2)
                or isinstance(blue_item_data, SuperCheckMoveInBlueItemType3)
            ):
                blue_item = blue_item_data.to_dict()
            else:
                blue_item = blue_item_data
            blue.append(blue_item)

        play = self.play.value

        red = []
        for red_item_data in self.red:
            red_item: dict[str, Any] | str
            if (
                isinstance(red_item_data, SuperCheckMoveInRedItemType1)
                or isinstance(red_item_data, SuperCheckMoveInRedItemType2)
                or isinstance(red_item_data, SuperCheckMoveInRedItemType3)
            ):
                red_item = red_item_data.to_dict()
            else:
                red_item = red_item_data
            red.append(red_item)

        ruleset = self.ruleset.value

        card: dict[str, Any] | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif (
            isinstance(self.card, SuperCheckMoveInCardType1)
            or isinstance(self.card, SuperCheckMoveInCardType2)
            or isinstance(self.card, SuperCheckMoveInCardType3)
        ):
            card = self.card.to_dict()
        else:
            card = self.card

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        pending: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pending, Unset):
            pending = self.pending.to_dict()

        players = self.players

        row = self.row

        slot: dict[str, Any] | Unset = UNSET
        if not isinstance(self.slot, Unset):
            slot = self.slot.to_dict()

        taken_from: str | Unset = UNSET
        if not isinstance(self.taken_from, Unset):
            taken_from = self.taken_from.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "blue": blue,
                "play": play,
                "red": red,
                "ruleset": ruleset,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if options is not UNSET:
            field_dict["options"] = options
        if pending is not UNSET:
            field_dict["pending"] = pending
        if players is not UNSET:
            field_dict["players"] = players
        if row is not UNSET:
            field_dict["row"] = row
        if slot is not UNSET:
            field_dict["slot"] = slot
        if taken_from is not UNSET:
            field_dict["taken_from"] = taken_from

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pending import Pending
        from ..models.super_check_move_in_blue_item_type_1 import (
            SuperCheckMoveInBlueItemType1,
        )
        from ..models.super_check_move_in_blue_item_type_2 import (
            SuperCheckMoveInBlueItemType2,
        )
        from ..models.super_check_move_in_blue_item_type_3 import (
            SuperCheckMoveInBlueItemType3,
        )
        from ..models.super_check_move_in_card_type_1 import SuperCheckMoveInCardType1
        from ..models.super_check_move_in_card_type_2 import SuperCheckMoveInCardType2
        from ..models.super_check_move_in_card_type_3 import SuperCheckMoveInCardType3
        from ..models.super_check_move_in_red_item_type_1 import (
            SuperCheckMoveInRedItemType1,
        )
        from ..models.super_check_move_in_red_item_type_2 import (
            SuperCheckMoveInRedItemType2,
        )
        from ..models.super_check_move_in_red_item_type_3 import (
            SuperCheckMoveInRedItemType3,
        )
        from ..models.super_options import SuperOptions
        from ..models.super_slot import SuperSlot

        d = dict(src_dict)
        blue = []
        _blue = d.pop("blue")
        for blue_item_data in _blue:

            def _parse_blue_item(
                data: object,
            ) -> (
                str
                | SuperCheckMoveInBlueItemType1
                | SuperCheckMoveInBlueItemType2
                | SuperCheckMoveInBlueItemType3
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_1 = SuperCheckMoveInBlueItemType1.from_dict(data)

                    return blue_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_2 = SuperCheckMoveInBlueItemType2.from_dict(data)

                    return blue_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_3 = SuperCheckMoveInBlueItemType3.from_dict(data)

                    return blue_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    str
                    | SuperCheckMoveInBlueItemType1
                    | SuperCheckMoveInBlueItemType2
                    | SuperCheckMoveInBlueItemType3,
                    data,
                )

            blue_item = _parse_blue_item(blue_item_data)

            blue.append(blue_item)

        play = SuperCheckMoveInPlay(d.pop("play"))

        red = []
        _red = d.pop("red")
        for red_item_data in _red:

            def _parse_red_item(
                data: object,
            ) -> (
                str
                | SuperCheckMoveInRedItemType1
                | SuperCheckMoveInRedItemType2
                | SuperCheckMoveInRedItemType3
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_1 = SuperCheckMoveInRedItemType1.from_dict(data)

                    return red_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_2 = SuperCheckMoveInRedItemType2.from_dict(data)

                    return red_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_3 = SuperCheckMoveInRedItemType3.from_dict(data)

                    return red_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    str
                    | SuperCheckMoveInRedItemType1
                    | SuperCheckMoveInRedItemType2
                    | SuperCheckMoveInRedItemType3,
                    data,
                )

            red_item = _parse_red_item(red_item_data)

            red.append(red_item)

        ruleset = SuperCheckMoveInRuleset(d.pop("ruleset"))

        def _parse_card(
            data: object,
        ) -> (
            str
            | SuperCheckMoveInCardType1
            | SuperCheckMoveInCardType2
            | SuperCheckMoveInCardType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_1 = SuperCheckMoveInCardType1.from_dict(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_2 = SuperCheckMoveInCardType2.from_dict(data)

                return card_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_3 = SuperCheckMoveInCardType3.from_dict(data)

                return card_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                str
                | SuperCheckMoveInCardType1
                | SuperCheckMoveInCardType2
                | SuperCheckMoveInCardType3
                | Unset,
                data,
            )

        card = _parse_card(d.pop("card", UNSET))

        _options = d.pop("options", UNSET)
        options: SuperOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = SuperOptions.from_dict(_options)

        _pending = d.pop("pending", UNSET)
        pending: Pending | Unset
        if isinstance(_pending, Unset):
            pending = UNSET
        else:
            pending = Pending.from_dict(_pending)

        players = d.pop("players", UNSET)

        row = d.pop("row", UNSET)

        _slot = d.pop("slot", UNSET)
        slot: SuperSlot | Unset
        if isinstance(_slot, Unset):
            slot = UNSET
        else:
            slot = SuperSlot.from_dict(_slot)

        _taken_from = d.pop("taken_from", UNSET)
        taken_from: SuperCheckMoveInTakenFrom | Unset
        if isinstance(_taken_from, Unset):
            taken_from = UNSET
        else:
            taken_from = SuperCheckMoveInTakenFrom(_taken_from)

        super_check_move_in = cls(
            blue=blue,
            play=play,
            red=red,
            ruleset=ruleset,
            card=card,
            options=options,
            pending=pending,
            players=players,
            row=row,
            slot=slot,
            taken_from=taken_from,
        )

        return super_check_move_in
