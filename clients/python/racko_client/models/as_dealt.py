from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.as_dealt_fits_item import AsDealtFitsItem

if TYPE_CHECKING:
    from ..models.reason import Reason


T = TypeVar("T", bound="AsDealt")


@_attrs_define
class AsDealt:
    """
    Attributes:
        fits (list[AsDealtFitsItem]): with `dealt`: every deal order that gives this rack (back_to_front: the first card
            into #50; front_to_back: into #5, the other reading of the Italian text; random: any slots)
        possible (bool): the rack could be this player's rack as dealt in this edition: without `dealt` only the number
            of cards can rule it out (a shuffled deck deals any order); with it, the edition's deal order decides
        reason (Reason):
    """

    fits: list[AsDealtFitsItem]
    possible: bool
    reason: Reason

    def to_dict(self) -> dict[str, Any]:
        fits = []
        for fits_item_data in self.fits:
            fits_item = fits_item_data.value
            fits.append(fits_item)

        possible = self.possible

        reason = self.reason.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fits": fits,
                "possible": possible,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reason import Reason

        d = dict(src_dict)
        fits = []
        _fits = d.pop("fits")
        for fits_item_data in _fits:
            fits_item = AsDealtFitsItem(fits_item_data)

            fits.append(fits_item)

        possible = d.pop("possible")

        reason = Reason.from_dict(d.pop("reason"))

        as_dealt = cls(
            fits=fits,
            possible=possible,
            reason=reason,
        )

        return as_dealt
