from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Note")


@_attrs_define
class Note:
    """
    Attributes:
        field (str):
        text (str):
    """

    field: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field = d.pop("field")

        text = d.pop("text")

        note = cls(
            field=field,
            text=text,
        )

        return note
