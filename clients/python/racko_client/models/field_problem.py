from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FieldProblem")


@_attrs_define
class FieldProblem:
    """
    Attributes:
        field (str):  Example: rack/6.
        message (str):
        rule (str | Unset):  Example: R-DECK.
    """

    field: str
    message: str
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        message = self.message

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "message": message,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field = d.pop("field")

        message = d.pop("message")

        rule = d.pop("rule", UNSET)

        field_problem = cls(
            field=field,
            message=message,
            rule=rule,
        )

        return field_problem
