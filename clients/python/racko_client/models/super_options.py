from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_options_restock import SuperOptionsRestock
from ..types import UNSET, Unset

T = TypeVar("T", bound="SuperOptions")


@_attrs_define
class SuperOptions:
    """
    Attributes:
        restock (SuperOptionsRestock | Unset): R-RESTOCK, how the discard pile becomes the draw pile when it runs out:
            turn_over (the default: turned over, its oldest card on top) or shuffle (shuffled by the round's seed)
        target (int | Unset): won rounds that win the game: 1 to 50 (default 1)
        wins_needed (int | Unset): deprecated since 1.6: target
    """

    restock: SuperOptionsRestock | Unset = UNSET
    target: int | Unset = UNSET
    wins_needed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        restock: str | Unset = UNSET
        if not isinstance(self.restock, Unset):
            restock = self.restock.value

        target = self.target

        wins_needed = self.wins_needed

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if restock is not UNSET:
            field_dict["restock"] = restock
        if target is not UNSET:
            field_dict["target"] = target
        if wins_needed is not UNSET:
            field_dict["wins_needed"] = wins_needed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _restock = d.pop("restock", UNSET)
        restock: SuperOptionsRestock | Unset
        if isinstance(_restock, Unset):
            restock = UNSET
        else:
            restock = SuperOptionsRestock(_restock)

        target = d.pop("target", UNSET)

        wins_needed = d.pop("wins_needed", UNSET)

        super_options = cls(
            restock=restock,
            target=target,
            wins_needed=wins_needed,
        )

        return super_options
