from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.super_check_rack_in_ruleset import SuperCheckRackInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.super_check_rack_in_blue_item_type_1 import (
        SuperCheckRackInBlueItemType1,
    )
    from ..models.super_check_rack_in_blue_item_type_2 import (
        SuperCheckRackInBlueItemType2,
    )
    from ..models.super_check_rack_in_blue_item_type_3 import (
        SuperCheckRackInBlueItemType3,
    )
    from ..models.super_check_rack_in_dealt_item_type_1 import (
        SuperCheckRackInDealtItemType1,
    )
    from ..models.super_check_rack_in_dealt_item_type_2 import (
        SuperCheckRackInDealtItemType2,
    )
    from ..models.super_check_rack_in_dealt_item_type_3 import (
        SuperCheckRackInDealtItemType3,
    )
    from ..models.super_check_rack_in_red_item_type_1 import (
        SuperCheckRackInRedItemType1,
    )
    from ..models.super_check_rack_in_red_item_type_2 import (
        SuperCheckRackInRedItemType2,
    )
    from ..models.super_check_rack_in_red_item_type_3 import (
        SuperCheckRackInRedItemType3,
    )
    from ..models.super_options import SuperOptions


T = TypeVar("T", bound="SuperCheckRackIn")


@_attrs_define
class SuperCheckRackIn:
    """
    Attributes:
        blue (list[str | SuperCheckRackInBlueItemType1 | SuperCheckRackInBlueItemType2 |
            SuperCheckRackInBlueItemType3]): the blue side: 8 cards, row 1 first
        red (list[str | SuperCheckRackInRedItemType1 | SuperCheckRackInRedItemType2 | SuperCheckRackInRedItemType3]):
            the red side: 8 cards, row 1 first
        ruleset (SuperCheckRackInRuleset):  Example: super-rack-o.
        dealt (list[str | SuperCheckRackInDealtItemType1 | SuperCheckRackInDealtItemType2 |
            SuperCheckRackInDealtItemType3] | Unset): the double rack's 16 cards in the order they were dealt to the player,
            first first (wilds unnamed): as_dealt then says whether the double rack is the rack as dealt (S-DEAL), and
            whether a Super Rack-O dealt so may be called at once (S-CALL)
        options (SuperOptions | Unset):
        players (int | Unset): players at the table (2-4), as a Rack-O form takes it; optional: a Super Rack-O answer
            does not depend on it, and says so in `notes`
    """

    blue: list[
        str
        | SuperCheckRackInBlueItemType1
        | SuperCheckRackInBlueItemType2
        | SuperCheckRackInBlueItemType3
    ]
    red: list[
        str
        | SuperCheckRackInRedItemType1
        | SuperCheckRackInRedItemType2
        | SuperCheckRackInRedItemType3
    ]
    ruleset: SuperCheckRackInRuleset
    dealt: (
        list[
            str
            | SuperCheckRackInDealtItemType1
            | SuperCheckRackInDealtItemType2
            | SuperCheckRackInDealtItemType3
        ]
        | Unset
    ) = UNSET
    options: SuperOptions | Unset = UNSET
    players: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.super_check_rack_in_blue_item_type_1 import (
            SuperCheckRackInBlueItemType1,
        )
        from ..models.super_check_rack_in_blue_item_type_2 import (
            SuperCheckRackInBlueItemType2,
        )
        from ..models.super_check_rack_in_blue_item_type_3 import (
            SuperCheckRackInBlueItemType3,
        )
        from ..models.super_check_rack_in_dealt_item_type_1 import (
            SuperCheckRackInDealtItemType1,
        )
        from ..models.super_check_rack_in_dealt_item_type_2 import (
            SuperCheckRackInDealtItemType2,
        )
        from ..models.super_check_rack_in_dealt_item_type_3 import (
            SuperCheckRackInDealtItemType3,
        )
        from ..models.super_check_rack_in_red_item_type_1 import (
            SuperCheckRackInRedItemType1,
        )
        from ..models.super_check_rack_in_red_item_type_2 import (
            SuperCheckRackInRedItemType2,
        )
        from ..models.super_check_rack_in_red_item_type_3 import (
            SuperCheckRackInRedItemType3,
        )

        blue = []
        for blue_item_data in self.blue:
            blue_item: dict[str, Any] | str
            if (
                isinstance(blue_item_data, SuperCheckRackInBlueItemType1)
                or isinstance(blue_item_data, SuperCheckRackInBlueItemType2)
                or isinstance(blue_item_data, SuperCheckRackInBlueItemType3)
            ):
                blue_item = blue_item_data.to_dict()
            else:
                blue_item = blue_item_data
            blue.append(blue_item)

        red = []
        for red_item_data in self.red:
            red_item: dict[str, Any] | str
            if (
                isinstance(red_item_data, SuperCheckRackInRedItemType1)
                or isinstance(red_item_data, SuperCheckRackInRedItemType2)
                or isinstance(red_item_data, SuperCheckRackInRedItemType3)
            ):
                red_item = red_item_data.to_dict()
            else:
                red_item = red_item_data
            red.append(red_item)

        ruleset = self.ruleset.value

        dealt: list[dict[str, Any] | str] | Unset = UNSET
        if not isinstance(self.dealt, Unset):
            dealt = []
            for dealt_item_data in self.dealt:
                dealt_item: dict[str, Any] | str
                if (
                    isinstance(dealt_item_data, SuperCheckRackInDealtItemType1)
                    or isinstance(dealt_item_data, SuperCheckRackInDealtItemType2)
                    or isinstance(dealt_item_data, SuperCheckRackInDealtItemType3)
                ):
                    dealt_item = dealt_item_data.to_dict()
                else:
                    dealt_item = dealt_item_data
                dealt.append(dealt_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "blue": blue,
                "red": red,
                "ruleset": ruleset,
            }
        )
        if dealt is not UNSET:
            field_dict["dealt"] = dealt
        if options is not UNSET:
            field_dict["options"] = options
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.super_check_rack_in_blue_item_type_1 import (
            SuperCheckRackInBlueItemType1,
        )
        from ..models.super_check_rack_in_blue_item_type_2 import (
            SuperCheckRackInBlueItemType2,
        )
        from ..models.super_check_rack_in_blue_item_type_3 import (
            SuperCheckRackInBlueItemType3,
        )
        from ..models.super_check_rack_in_dealt_item_type_1 import (
            SuperCheckRackInDealtItemType1,
        )
        from ..models.super_check_rack_in_dealt_item_type_2 import (
            SuperCheckRackInDealtItemType2,
        )
        from ..models.super_check_rack_in_dealt_item_type_3 import (
            SuperCheckRackInDealtItemType3,
        )
        from ..models.super_check_rack_in_red_item_type_1 import (
            SuperCheckRackInRedItemType1,
        )
        from ..models.super_check_rack_in_red_item_type_2 import (
            SuperCheckRackInRedItemType2,
        )
        from ..models.super_check_rack_in_red_item_type_3 import (
            SuperCheckRackInRedItemType3,
        )
        from ..models.super_options import SuperOptions

        d = dict(src_dict)
        blue = []
        _blue = d.pop("blue")
        for blue_item_data in _blue:

            def _parse_blue_item(
                data: object,
            ) -> (
                str
                | SuperCheckRackInBlueItemType1
                | SuperCheckRackInBlueItemType2
                | SuperCheckRackInBlueItemType3
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_1 = SuperCheckRackInBlueItemType1.from_dict(data)

                    return blue_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_2 = SuperCheckRackInBlueItemType2.from_dict(data)

                    return blue_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_3 = SuperCheckRackInBlueItemType3.from_dict(data)

                    return blue_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    str
                    | SuperCheckRackInBlueItemType1
                    | SuperCheckRackInBlueItemType2
                    | SuperCheckRackInBlueItemType3,
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
                | SuperCheckRackInRedItemType1
                | SuperCheckRackInRedItemType2
                | SuperCheckRackInRedItemType3
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_1 = SuperCheckRackInRedItemType1.from_dict(data)

                    return red_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_2 = SuperCheckRackInRedItemType2.from_dict(data)

                    return red_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_3 = SuperCheckRackInRedItemType3.from_dict(data)

                    return red_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    str
                    | SuperCheckRackInRedItemType1
                    | SuperCheckRackInRedItemType2
                    | SuperCheckRackInRedItemType3,
                    data,
                )

            red_item = _parse_red_item(red_item_data)

            red.append(red_item)

        ruleset = SuperCheckRackInRuleset(d.pop("ruleset"))

        _dealt = d.pop("dealt", UNSET)
        dealt: (
            list[
                str
                | SuperCheckRackInDealtItemType1
                | SuperCheckRackInDealtItemType2
                | SuperCheckRackInDealtItemType3
            ]
            | Unset
        ) = UNSET
        if _dealt is not UNSET:
            dealt = []
            for dealt_item_data in _dealt:

                def _parse_dealt_item(
                    data: object,
                ) -> (
                    str
                    | SuperCheckRackInDealtItemType1
                    | SuperCheckRackInDealtItemType2
                    | SuperCheckRackInDealtItemType3
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        dealt_item_type_1 = SuperCheckRackInDealtItemType1.from_dict(
                            data
                        )

                        return dealt_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        dealt_item_type_2 = SuperCheckRackInDealtItemType2.from_dict(
                            data
                        )

                        return dealt_item_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        dealt_item_type_3 = SuperCheckRackInDealtItemType3.from_dict(
                            data
                        )

                        return dealt_item_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(
                        str
                        | SuperCheckRackInDealtItemType1
                        | SuperCheckRackInDealtItemType2
                        | SuperCheckRackInDealtItemType3,
                        data,
                    )

                dealt_item = _parse_dealt_item(dealt_item_data)

                dealt.append(dealt_item)

        _options = d.pop("options", UNSET)
        options: SuperOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = SuperOptions.from_dict(_options)

        players = d.pop("players", UNSET)

        super_check_rack_in = cls(
            blue=blue,
            red=red,
            ruleset=ruleset,
            dealt=dealt,
            options=options,
            players=players,
        )

        return super_check_rack_in
