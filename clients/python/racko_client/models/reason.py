from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Reason")


@_attrs_define
class Reason:
    """
    Attributes:
        rule (str):  Example: R-SCORE-LEAD.
        text (str):
    """

    rule: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rule": rule,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rule = d.pop("rule")

        text = d.pop("text")

        reason = cls(
            rule=rule,
            text=text,
        )

        return reason
