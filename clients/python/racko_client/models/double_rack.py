from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.double_rack_blue_item_type_1 import DoubleRackBlueItemType1
    from ..models.double_rack_blue_item_type_2 import DoubleRackBlueItemType2
    from ..models.double_rack_blue_item_type_3 import DoubleRackBlueItemType3
    from ..models.double_rack_red_item_type_1 import DoubleRackRedItemType1
    from ..models.double_rack_red_item_type_2 import DoubleRackRedItemType2
    from ..models.double_rack_red_item_type_3 import DoubleRackRedItemType3


T = TypeVar("T", bound="DoubleRack")


@_attrs_define
class DoubleRack:
    """
    Attributes:
        blue (list[DoubleRackBlueItemType1 | DoubleRackBlueItemType2 | DoubleRackBlueItemType3 | str]): the blue side: 8
            cards, row 1 first
        red (list[DoubleRackRedItemType1 | DoubleRackRedItemType2 | DoubleRackRedItemType3 | str]): the red side: 8
            cards, row 1 first
    """

    blue: list[
        DoubleRackBlueItemType1
        | DoubleRackBlueItemType2
        | DoubleRackBlueItemType3
        | str
    ]
    red: list[
        DoubleRackRedItemType1 | DoubleRackRedItemType2 | DoubleRackRedItemType3 | str
    ]

    def to_dict(self) -> dict[str, Any]:
        from ..models.double_rack_blue_item_type_1 import DoubleRackBlueItemType1
        from ..models.double_rack_blue_item_type_2 import DoubleRackBlueItemType2
        from ..models.double_rack_blue_item_type_3 import DoubleRackBlueItemType3
        from ..models.double_rack_red_item_type_1 import DoubleRackRedItemType1
        from ..models.double_rack_red_item_type_2 import DoubleRackRedItemType2
        from ..models.double_rack_red_item_type_3 import DoubleRackRedItemType3

        blue = []
        for blue_item_data in self.blue:
            blue_item: dict[str, Any] | str
            if (
                isinstance(blue_item_data, DoubleRackBlueItemType1)
                or isinstance(blue_item_data, DoubleRackBlueItemType2)
                or isinstance(blue_item_data, DoubleRackBlueItemType3)
            ):
                blue_item = blue_item_data.to_dict()
            else:
                blue_item = blue_item_data
            blue.append(blue_item)

        red = []
        for red_item_data in self.red:
            red_item: dict[str, Any] | str
            if (
                isinstance(red_item_data, DoubleRackRedItemType1)
                or isinstance(red_item_data, DoubleRackRedItemType2)
                or isinstance(red_item_data, DoubleRackRedItemType3)
            ):
                red_item = red_item_data.to_dict()
            else:
                red_item = red_item_data
            red.append(red_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "blue": blue,
                "red": red,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.double_rack_blue_item_type_1 import DoubleRackBlueItemType1
        from ..models.double_rack_blue_item_type_2 import DoubleRackBlueItemType2
        from ..models.double_rack_blue_item_type_3 import DoubleRackBlueItemType3
        from ..models.double_rack_red_item_type_1 import DoubleRackRedItemType1
        from ..models.double_rack_red_item_type_2 import DoubleRackRedItemType2
        from ..models.double_rack_red_item_type_3 import DoubleRackRedItemType3

        d = dict(src_dict)
        blue = []
        _blue = d.pop("blue")
        for blue_item_data in _blue:

            def _parse_blue_item(
                data: object,
            ) -> (
                DoubleRackBlueItemType1
                | DoubleRackBlueItemType2
                | DoubleRackBlueItemType3
                | str
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_1 = DoubleRackBlueItemType1.from_dict(data)

                    return blue_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_2 = DoubleRackBlueItemType2.from_dict(data)

                    return blue_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    blue_item_type_3 = DoubleRackBlueItemType3.from_dict(data)

                    return blue_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    DoubleRackBlueItemType1
                    | DoubleRackBlueItemType2
                    | DoubleRackBlueItemType3
                    | str,
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
                DoubleRackRedItemType1
                | DoubleRackRedItemType2
                | DoubleRackRedItemType3
                | str
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_1 = DoubleRackRedItemType1.from_dict(data)

                    return red_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_2 = DoubleRackRedItemType2.from_dict(data)

                    return red_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    red_item_type_3 = DoubleRackRedItemType3.from_dict(data)

                    return red_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    DoubleRackRedItemType1
                    | DoubleRackRedItemType2
                    | DoubleRackRedItemType3
                    | str,
                    data,
                )

            red_item = _parse_red_item(red_item_data)

            red.append(red_item)

        double_rack = cls(
            blue=blue,
            red=red,
        )

        return double_rack
