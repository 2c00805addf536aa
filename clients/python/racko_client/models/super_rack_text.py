from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SuperRackText")


@_attrs_define
class SuperRackText:
    """
    Attributes:
        blue (list[str]):
        red (list[str]):
    """

    blue: list[str]
    red: list[str]

    def to_dict(self) -> dict[str, Any]:
        blue = self.blue

        red = self.red

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
        d = dict(src_dict)
        blue = cast(list[str], d.pop("blue"))

        red = cast(list[str], d.pop("red"))

        super_rack_text = cls(
            blue=blue,
            red=red,
        )

        return super_rack_text
