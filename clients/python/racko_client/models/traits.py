from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.traits_round_forms_item import TraitsRoundFormsItem
from ..models.traits_score_unit import TraitsScoreUnit

if TYPE_CHECKING:
    from ..models.rack_shape import RackShape


T = TypeVar("T", bound="Traits")


@_attrs_define
class Traits:
    """
    Attributes:
        rack (RackShape):
        round_forms (list[TraitsRoundFormsItem]): how a sheet takes a round: racks (every rack, slot by slot),
            scoring_cards (quick entry: how many cards score), winner (who won it), winner_rack (who won, with the winner's
            rack to check)
        score_unit (TraitsScoreUnit): what a sheet's totals count: points, or wins (won rounds), as a table's score_unit
        wilds (bool): whether the deck has wild cards
    """

    rack: RackShape
    round_forms: list[TraitsRoundFormsItem]
    score_unit: TraitsScoreUnit
    wilds: bool

    def to_dict(self) -> dict[str, Any]:
        rack = self.rack.to_dict()

        round_forms = []
        for round_forms_item_data in self.round_forms:
            round_forms_item = round_forms_item_data.value
            round_forms.append(round_forms_item)

        score_unit = self.score_unit.value

        wilds = self.wilds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rack": rack,
                "round_forms": round_forms,
                "score_unit": score_unit,
                "wilds": wilds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rack_shape import RackShape

        d = dict(src_dict)
        rack = RackShape.from_dict(d.pop("rack"))

        round_forms = []
        _round_forms = d.pop("round_forms")
        for round_forms_item_data in _round_forms:
            round_forms_item = TraitsRoundFormsItem(round_forms_item_data)

            round_forms.append(round_forms_item)

        score_unit = TraitsScoreUnit(d.pop("score_unit"))

        wilds = d.pop("wilds")

        traits = cls(
            rack=rack,
            round_forms=round_forms,
            score_unit=score_unit,
            wilds=wilds,
        )

        return traits
