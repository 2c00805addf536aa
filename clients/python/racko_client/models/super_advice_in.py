from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.super_advice_in_ruleset import SuperAdviceInRuleset
from ..models.super_advice_in_taken_from import SuperAdviceInTakenFrom
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pending import Pending
    from ..models.super_advice_in_blue_item_type_1 import SuperAdviceInBlueItemType1
    from ..models.super_advice_in_blue_item_type_2 import SuperAdviceInBlueItemType2
    from ..models.super_advice_in_blue_item_type_3 import SuperAdviceInBlueItemType3
    from ..models.super_advice_in_card_type_1 import SuperAdviceInCardType1
    from ..models.super_advice_in_card_type_2 import SuperAdviceInCardType2
    from ..models.super_advice_in_card_type_3 import SuperAdviceInCardType3
    from ..models.super_advice_in_discard_top_type_1 import SuperAdviceInDiscardTopType1
    from ..models.super_advice_in_discard_top_type_2 import SuperAdviceInDiscardTopType2
    from ..models.super_advice_in_discard_top_type_3 import SuperAdviceInDiscardTopType3
    from ..models.super_advice_in_red_item_type_1 import SuperAdviceInRedItemType1
    from ..models.super_advice_in_red_item_type_2 import SuperAdviceInRedItemType2
    from ..models.super_advice_in_red_item_type_3 import SuperAdviceInRedItemType3
    from ..models.super_options import SuperOptions


T = TypeVar("T", bound="SuperAdviceIn")


@_attrs_define
class SuperAdviceIn:
    """
    Attributes:
        blue (list[str | SuperAdviceInBlueItemType1 | SuperAdviceInBlueItemType2 | SuperAdviceInBlueItemType3]): the
            blue side: 8 cards, row 1 first
        red (list[str | SuperAdviceInRedItemType1 | SuperAdviceInRedItemType2 | SuperAdviceInRedItemType3]): the red
            side: 8 cards, row 1 first
        ruleset (SuperAdviceInRuleset):  Example: super-rack-o.
        card (str | SuperAdviceInCardType1 | SuperAdviceInCardType2 | SuperAdviceInCardType3 | Unset): the card in hand
            Example: B17.
        discard_top (None | str | SuperAdviceInDiscardTopType1 | SuperAdviceInDiscardTopType2 |
            SuperAdviceInDiscardTopType3 | Unset): the top card of the discard pile (before drawing); absent when empty
            Example: B17.
        options (SuperOptions | Unset):
        pending (Pending | Unset):
        players (int | Unset): players at the table (2-4), as a Rack-O form takes it; optional: a Super Rack-O answer
            does not depend on it, and says so in `notes`
        taken_from (SuperAdviceInTakenFrom | Unset):
    """

    blue: list[
        str
        | SuperAdviceInBlueItemType1
        | SuperAdviceInBlueItemType2
        | SuperAdviceInBlueItemType3
    ]
    red: list[
        str
        | SuperAdviceInRedItemType1
        | SuperAdviceInRedItemType2
        | SuperAdviceInRedItemType3
    ]
    ruleset: SuperAdviceInRuleset
    card: (
        str
        | SuperAdviceInCardType1
        | SuperAdviceInCardType2
        | SuperAdviceInCardType3
        | Unset
    ) = UNSET
    discard_top: (
        None
        | str
        | SuperAdviceInDiscardTopType1
        | SuperAdviceInDiscardTopType2
        | SuperAdviceInDiscardTopType3
        | Unset
    ) = UNSET
    options: SuperOptions | Unset = UNSET
    pending: Pending | Unset = UNSET
    players: int | Unset = UNSET
    taken_from: SuperAdviceInTakenFrom | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.super_advice_in_blue_item_type_1 import SuperAdviceInBlueItemType1
        from ..models.super_advice_in_blue_item_type_2 import SuperAdviceInBlueItemType2
        from ..models.super_advice_in_blue_item_type_3 import SuperAdviceInBlueItemType3
        from ..models.super_advice_in_card_type_1 import SuperAdviceInCardType1
        from ..models.super_advice_in_card_type_2 import SuperAdviceInCardType2
        from ..models.super_advice_in_card_type_3 import SuperAdviceInCardType3
        from ..models.super_advice_in_discard_top_type_1 import (
            SuperAdviceInDiscardTopType1,
        )
        from ..models.super_advice_in_discard_top_type_2 import (
            SuperAdviceInDiscardTopType2,
        )
        from ..models.super_advice_in_discard_top_type_3 import (
            SuperAdviceInDiscardTopType3,
        )
        from ..models.super_advice_in_red_item_type_1 import SuperAdviceInRedItemType1
        from ..models.super_advice_in_red_item_type_2 import SuperAdviceInRedItemType2
        from ..models.super_advice_in_red_item_type_3 import SuperAdviceInRedItemType3

        blue = []
        for blue_item_data in self.blue:
            blue_item: dict[str, Any] | str
            if (
                isinstance(blue_item_data, SuperAdviceInBlueItemType1)
                or isinstance(blue_item_data, SuperAdviceInBlueItemType2)
                or isinstance(blue_item_data, SuperAdviceInBlueItemType3)
            ):
                blue_item = blue_item_data.to_dict()
            else:
                blue_item = blue_item_data
            blue.append(blue_item)

        red = []
        for red_item_data in self.red:
            red_item: dict[str, Any] | str
            if (
                isinstance(red_item_data, SuperAdviceInRedItemType1)
                or isinstance(red_item_data, SuperAdviceInRedItemType2)
                or isinstance(red_item_data, SuperAdviceInRedItemType3)
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
            isinstance(self.card, SuperAdviceInCardType1)
            or isinstance(self.card, SuperAdviceInCardType2)
            or isinstance(self.card, SuperAdviceInCardType3)
        ):
            card = self.card.to_dict()
        else:
            card = self.card

        discard_top: dict[str, Any] | None | str | Unset
        if isinstance(self.discard_top, Unset):
            discard_top = UNSET
        elif (
            isinstance(self.discard_top, SuperAdviceInDiscardTopType1)
            or isinstance(self.discard_top, SuperAdviceInDiscardTopType2)
            or isinstance(self.discard_top, SuperAdviceInDiscardTopType3)
        ):
            discard_top = self.discard_top.to_dict()
        else:
            discard_top = self.discard_top

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        pending: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pending, Unset):
            pending = self.pending.to_dict()

        players = self.players

        taken_from: str | Unset = UNSET
        if not isinstance(self.taken_from, Unset):
            taken_from = self.taken_from.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "blue": blue,
                "red": red,
                "ruleset": ruleset,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if discard_top is not UNSET:
            field_dict["discard_top"] = discard_top
        if options is not UNSET:
            field_dict["options"] = options
        if pending is not UNSET:
            field_dict["pending"] = pending
        if players is not UNSET:
            field_dict["players"] = players
        if taken_from is not UNSET:
            field_dict["taken_from"] = taken_from

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pending import Pending
        from ..models.super_advice_in_blue_item_type_1 import SuperAdviceInBlueItemType1
        from ..models.super_advice_in_blue_item_type_2 import SuperAdviceInBlueItemType2
        from ..models.super_advice_in_blue_item_type_3 import SuperAdviceInBlueItemType3
        from ..models.super_advice_in_card_type_1 import SuperAdviceInCardType1
        from ..models.super_advice_in_card_type_2 import SuperAdviceInCardType2
        from ..models.super_advice_in_card_type_3 import SuperAdviceInCardType3
        from ..models.super_advice_in_discard_top_type_1 import (
            SuperAdviceInDiscardTopType1,
        )
        from ..models.super_advice_in_discard_top_type_2 import (
            SuperAdviceInDiscardTopType2,
        )
        from ..models.super_advice_in_discard_top_type_3 import (
            SuperAdviceInDiscardTopType3,
        )
        from ..models.super_advice_in_red_item_type_1 import SuperAdviceInRedItemType1
        from ..models.super_advice_in_red_item_type_2 import SuperAdviceInRedItemType2
        from ..models.super_advice_in_red_item_type_3 import SuperAdviceInRedItemType3
        from ..models.super_options import SuperOptions

        d = dict(src_dict)
        blue = []
        _blue = d.pop("blue")
        for blue_item_data in _blue:

            def _parse_blue_item(
                data: object,
            ) -> (
                str
                | SuperAdviceInBlueItemType1
                | SuperAdviceInBlueItemType2
                | SuperAdviceInBlueItemType3
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_1 = SuperAdviceInBlueItemType1.from_dict(data)

                    return blue_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_2 = SuperAdviceInBlueItemType2.from_dict(data)

                    return blue_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_3 = SuperAdviceInBlueItemType3.from_dict(data)

                    return blue_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    str
                    | SuperAdviceInBlueItemType1
                    | SuperAdviceInBlueItemType2
                    | SuperAdviceInBlueItemType3,
                    data,
                )

            blue_item = _parse_blue_item(blue_item_data)

            blue.append(blue_item)

        red = []
        _red = d.pop("red")
        for red_item_data in _red:

            def _parse_red_item(
                data: object,
            ) -> (
                str
                | SuperAdviceInRedItemType1
                | SuperAdviceInRedItemType2
                | SuperAdviceInRedItemType3
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_1 = SuperAdviceInRedItemType1.from_dict(data)

                    return red_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_2 = SuperAdviceInRedItemType2.from_dict(data)

                    return red_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_3 = SuperAdviceInRedItemType3.from_dict(data)

                    return red_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    str
                    | SuperAdviceInRedItemType1
                    | SuperAdviceInRedItemType2
                    | SuperAdviceInRedItemType3,
                    data,
                )

            red_item = _parse_red_item(red_item_data)

            red.append(red_item)

        ruleset = SuperAdviceInRuleset(d.pop("ruleset"))

        def _parse_card(
            data: object,
        ) -> (
            str
            | SuperAdviceInCardType1
            | SuperAdviceInCardType2
            | SuperAdviceInCardType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_1 = SuperAdviceInCardType1.from_dict(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_2 = SuperAdviceInCardType2.from_dict(data)

                return card_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_3 = SuperAdviceInCardType3.from_dict(data)

                return card_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                str
                | SuperAdviceInCardType1
                | SuperAdviceInCardType2
                | SuperAdviceInCardType3
                | Unset,
                data,
            )

        card = _parse_card(d.pop("card", UNSET))

        def _parse_discard_top(
            data: object,
        ) -> (
            None
            | str
            | SuperAdviceInDiscardTopType1
            | SuperAdviceInDiscardTopType2
            | SuperAdviceInDiscardTopType3
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                discard_top_type_1 = SuperAdviceInDiscardTopType1.from_dict(data)

                return discard_top_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                discard_top_type_2 = SuperAdviceInDiscardTopType2.from_dict(data)

                return discard_top_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                discard_top_type_3 = SuperAdviceInDiscardTopType3.from_dict(data)

                return discard_top_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | str
                | SuperAdviceInDiscardTopType1
                | SuperAdviceInDiscardTopType2
                | SuperAdviceInDiscardTopType3
                | Unset,
                data,
            )

        discard_top = _parse_discard_top(d.pop("discard_top", UNSET))

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

        _taken_from = d.pop("taken_from", UNSET)
        taken_from: SuperAdviceInTakenFrom | Unset
        if isinstance(_taken_from, Unset):
            taken_from = UNSET
        else:
            taken_from = SuperAdviceInTakenFrom(_taken_from)

        super_advice_in = cls(
            blue=blue,
            red=red,
            ruleset=ruleset,
            card=card,
            discard_top=discard_top,
            options=options,
            pending=pending,
            players=players,
            taken_from=taken_from,
        )

        return super_advice_in
