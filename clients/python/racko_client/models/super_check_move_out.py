from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.super_check_move_out_ruleset import SuperCheckMoveOutRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.note import Note
    from ..models.reason import Reason
    from ..models.slot_after import SlotAfter
    from ..models.super_rack_text import SuperRackText


T = TypeVar("T", bound="SuperCheckMoveOut")


@_attrs_define
class SuperCheckMoveOut:
    """
    Attributes:
        call_reason (Reason):
        discarded (None | str): the card that goes face up on the discard pile
        legal (bool): the move is allowed now: the same answer a game would give
        may_call_now (bool): the player may call "SUPER RACK-O!" now, the move made (S-CALL): the rack is a Super
            Rack-O, no swap or reverse waits for its answer, and no card is held mid-turn; the same answer a game would give
        rack_after (None | SuperRackText): {blue, red} after the move, text form; null when not legal, or after
            play_reverse (its slot is refilled from the unseen draw pile)
        reasons (list[Reason]): why not, or what the move does; for an exchange, anything S-WILD or S-WIN says of the
            card where it goes (a wild on the other colour's side may be placed but is not a legal wild there)
        ruleset (SuperCheckMoveOutRuleset):
        slot_after (None | SlotAfter): exchange: the slot the card went into, as the S-WIN check sees it
        super_rack_o_after (bool | None): the rack after the move is a Super Rack-O; null when there is no rack_after
        notes (list[Note] | Unset): fields given that do not bear on this answer (checked, then ignored); absent when
            there are none
        players (int | Unset): as given, when given
    """

    call_reason: Reason
    discarded: None | str
    legal: bool
    may_call_now: bool
    rack_after: None | SuperRackText
    reasons: list[Reason]
    ruleset: SuperCheckMoveOutRuleset
    slot_after: None | SlotAfter
    super_rack_o_after: bool | None
    notes: list[Note] | Unset = UNSET
    players: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.slot_after import SlotAfter
        from ..models.super_rack_text import SuperRackText

        call_reason = self.call_reason.to_dict()

        discarded: None | str
        discarded = self.discarded

        legal = self.legal

        may_call_now = self.may_call_now

        rack_after: dict[str, Any] | None
        if isinstance(self.rack_after, SuperRackText):
            rack_after = self.rack_after.to_dict()
        else:
            rack_after = self.rack_after

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        ruleset = self.ruleset.value

        slot_after: dict[str, Any] | None
        if isinstance(self.slot_after, SlotAfter):
            slot_after = self.slot_after.to_dict()
        else:
            slot_after = self.slot_after

        super_rack_o_after: bool | None
        super_rack_o_after = self.super_rack_o_after

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
                "call_reason": call_reason,
                "discarded": discarded,
                "legal": legal,
                "may_call_now": may_call_now,
                "rack_after": rack_after,
                "reasons": reasons,
                "ruleset": ruleset,
                "slot_after": slot_after,
                "super_rack_o_after": super_rack_o_after,
            }
        )
        if notes is not UNSET:
            field_dict["notes"] = notes
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.note import Note
        from ..models.reason import Reason
        from ..models.slot_after import SlotAfter
        from ..models.super_rack_text import SuperRackText

        d = dict(src_dict)
        call_reason = Reason.from_dict(d.pop("call_reason"))

        def _parse_discarded(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        discarded = _parse_discarded(d.pop("discarded"))

        legal = d.pop("legal")

        may_call_now = d.pop("may_call_now")

        def _parse_rack_after(data: object) -> None | SuperRackText:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rack_after_type_0 = SuperRackText.from_dict(data)

                return rack_after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuperRackText, data)

        rack_after = _parse_rack_after(d.pop("rack_after"))

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = Reason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        ruleset = SuperCheckMoveOutRuleset(d.pop("ruleset"))

        def _parse_slot_after(data: object) -> None | SlotAfter:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                slot_after_type_0 = SlotAfter.from_dict(data)

                return slot_after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SlotAfter, data)

        slot_after = _parse_slot_after(d.pop("slot_after"))

        def _parse_super_rack_o_after(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        super_rack_o_after = _parse_super_rack_o_after(d.pop("super_rack_o_after"))

        _notes = d.pop("notes", UNSET)
        notes: list[Note] | Unset = UNSET
        if _notes is not UNSET:
            notes = []
            for notes_item_data in _notes:
                notes_item = Note.from_dict(notes_item_data)

                notes.append(notes_item)

        players = d.pop("players", UNSET)

        super_check_move_out = cls(
            call_reason=call_reason,
            discarded=discarded,
            legal=legal,
            may_call_now=may_call_now,
            rack_after=rack_after,
            reasons=reasons,
            ruleset=ruleset,
            slot_after=slot_after,
            super_rack_o_after=super_rack_o_after,
            notes=notes,
            players=players,
        )

        return super_check_move_out
