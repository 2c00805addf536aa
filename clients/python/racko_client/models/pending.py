from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.pending_card import PendingCard

T = TypeVar("T", bound="Pending")


@_attrs_define
class Pending:
    """
    Attributes:
        card (PendingCard):
        row (int): the row they named
    """

    card: PendingCard
    row: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        row = self.row

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "row": row,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = PendingCard(d.pop("card"))

        row = d.pop("row")

        pending = cls(
            card=card,
            row=row,
        )

        return pending
