from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_reason_side import SuperReasonSide

T = TypeVar("T", bound="SuperReason")


@_attrs_define
class SuperReason:
    """
    Attributes:
        card (str):  Example: BW.
        row (int):
        rule (str):  Example: R-SCORE-LEAD.
        side (SuperReasonSide):
        text (str):
    """

    card: str
    row: int
    rule: str
    side: SuperReasonSide
    text: str

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        row = self.row

        rule = self.rule

        side = self.side.value

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "row": row,
                "rule": rule,
                "side": side,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        row = d.pop("row")

        rule = d.pop("rule")

        side = SuperReasonSide(d.pop("side"))

        text = d.pop("text")

        super_reason = cls(
            card=card,
            row=row,
            rule=rule,
            side=side,
            text=text,
        )

        return super_reason
