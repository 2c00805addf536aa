from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_check_rack_out_ruleset import SuperCheckRackOutRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.note import Note
    from ..models.super_as_dealt import SuperAsDealt
    from ..models.super_reason import SuperReason
    from ..models.super_sides import SuperSides
    from ..models.wild_value import WildValue


T = TypeVar("T", bound="SuperCheckRackOut")


@_attrs_define
class SuperCheckRackOut:
    """
    Attributes:
        legal (bool): a Super Rack-O (S-WIN)
        reasons (list[SuperReason]): every reason it is not a Super Rack-O, blue side first, then by row; for a Super
            Rack-O, why it is one (each wild's value S-WILD, each side S-WIN)
        ruleset (SuperCheckRackOutRuleset):
        sides (SuperSides):
        wilds (list[WildValue]): the value of each wild on its own side: as named in the request, else one legal value
            found; a wild without one is left out, and an S-WILD reason says why none exists
        as_dealt (SuperAsDealt | Unset):
        notes (list[Note] | Unset): fields given that do not bear on this answer (checked, then ignored); absent when
            there are none
        players (int | Unset): as given, when given
    """

    legal: bool
    reasons: list[SuperReason]
    ruleset: SuperCheckRackOutRuleset
    sides: SuperSides
    wilds: list[WildValue]
    as_dealt: SuperAsDealt | Unset = UNSET
    notes: list[Note] | Unset = UNSET
    players: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        ruleset = self.ruleset.value

        sides = self.sides.to_dict()

        wilds = []
        for wilds_item_data in self.wilds:
            wilds_item = wilds_item_data.to_dict()
            wilds.append(wilds_item)

        as_dealt: dict[str, Any] | Unset = UNSET
        if not isinstance(self.as_dealt, Unset):
            as_dealt = self.as_dealt.to_dict()

        notes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.notes, Unset):
            notes = []
            for notes_item_data in self.notes:
                notes_item = notes_item_data.to_dict()
                notes.append(notes_item)

        players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reasons": reasons,
                "ruleset": ruleset,
                "sides": sides,
                "wilds": wilds,
            }
        )
        if as_dealt is not UNSET:
            field_dict["as_dealt"] = as_dealt
        if notes is not UNSET:
            field_dict["notes"] = notes
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.note import Note
        from ..models.super_as_dealt import SuperAsDealt
        from ..models.super_reason import SuperReason
        from ..models.super_sides import SuperSides
        from ..models.wild_value import WildValue

        d = dict(src_dict)
        legal = d.pop("legal")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = SuperReason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        ruleset = SuperCheckRackOutRuleset(d.pop("ruleset"))

        sides = SuperSides.from_dict(d.pop("sides"))

        wilds = []
        _wilds = d.pop("wilds")
        for wilds_item_data in _wilds:
            wilds_item = WildValue.from_dict(wilds_item_data)

            wilds.append(wilds_item)

        _as_dealt = d.pop("as_dealt", UNSET)
        as_dealt: SuperAsDealt | Unset
        if isinstance(_as_dealt, Unset):
            as_dealt = UNSET
        else:
            as_dealt = SuperAsDealt.from_dict(_as_dealt)

        _notes = d.pop("notes", UNSET)
        notes: list[Note] | Unset = UNSET
        if _notes is not UNSET:
            notes = []
            for notes_item_data in _notes:
                notes_item = Note.from_dict(notes_item_data)

                notes.append(notes_item)

        players = d.pop("players", UNSET)

        super_check_rack_out = cls(
            legal=legal,
            reasons=reasons,
            ruleset=ruleset,
            sides=sides,
            wilds=wilds,
            as_dealt=as_dealt,
            notes=notes,
            players=players,
        )

        return super_check_rack_out
