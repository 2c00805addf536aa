from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Citation")


@_attrs_define
class Citation:
    """
    Attributes:
        quote (str): its words, as published
        source (str): the edition's text
    """

    quote: str
    source: str

    def to_dict(self) -> dict[str, Any]:
        quote = self.quote

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "quote": quote,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        quote = d.pop("quote")

        source = d.pop("source")

        citation = cls(
            quote=quote,
            source=source,
        )

        return citation
