from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_game_advice_out_ruleset import SuperGameAdviceOutRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.accept_swap_action import AcceptSwapAction
    from ..models.call_super_rack_o_action import CallSuperRackOAction
    from ..models.discard_action import DiscardAction
    from ..models.draw_stock_action import DrawStockAction
    from ..models.exchange_action import ExchangeAction
    from ..models.next_round_action import NextRoundAction
    from ..models.note import Note
    from ..models.play_reverse_action import PlayReverseAction
    from ..models.play_swap_action import PlaySwapAction
    from ..models.reason import Reason
    from ..models.super_alternative import SuperAlternative
    from ..models.take_discard_action import TakeDiscardAction


T = TypeVar("T", bound="SuperGameAdviceOut")


@_attrs_define
class SuperGameAdviceOut:
    """
    Attributes:
        action (AcceptSwapAction | CallSuperRackOAction | DiscardAction | DrawStockAction | ExchangeAction |
            NextRoundAction | PlayReverseAction | PlaySwapAction | TakeDiscardAction): the advised action (exchange and its
            slot, play_swap on a seat and a row, accept_swap or play_reverse ...)
        alternatives (list[SuperAlternative]): every legal action, best first
        estimate (float): how many of the 16 cards of the double rack can stay where they are in some finished rack (the
            whole part, 0 to 16; a side is done at 8) once this choice is played, plus a fraction below 1 that grows as the
            number cards sit nearer an even spread; drawing from the stock is averaged over a spread of the number cards not
            seen; calling Super Rack-O is 17. Higher is better.
        id (str):
        reasons (list[Reason]):
        ruleset (SuperGameAdviceOutRuleset):
        seat (int):
        version (int):
        notes (list[Note] | Unset): fields given that do not bear on this answer (checked, then ignored); absent when
            there are none
        players (int | Unset): as given, when given
    """

    action: (
        AcceptSwapAction
        | CallSuperRackOAction
        | DiscardAction
        | DrawStockAction
        | ExchangeAction
        | NextRoundAction
        | PlayReverseAction
        | PlaySwapAction
        | TakeDiscardAction
    )
    alternatives: list[SuperAlternative]
    estimate: float
    id: str
    reasons: list[Reason]
    ruleset: SuperGameAdviceOutRuleset
    seat: int
    version: int
    notes: list[Note] | Unset = UNSET
    players: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_swap_action import AcceptSwapAction
        from ..models.discard_action import DiscardAction
        from ..models.draw_stock_action import DrawStockAction
        from ..models.exchange_action import ExchangeAction
        from ..models.next_round_action import NextRoundAction
        from ..models.play_reverse_action import PlayReverseAction
        from ..models.play_swap_action import PlaySwapAction
        from ..models.take_discard_action import TakeDiscardAction

        action: dict[str, Any]
        if (
            isinstance(self.action, DrawStockAction)
            or isinstance(self.action, TakeDiscardAction)
            or isinstance(self.action, ExchangeAction)
            or isinstance(self.action, DiscardAction)
            or isinstance(self.action, NextRoundAction)
            or isinstance(self.action, PlaySwapAction)
            or isinstance(self.action, AcceptSwapAction)
            or isinstance(self.action, PlayReverseAction)
        ):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        alternatives = []
        for alternatives_item_data in self.alternatives:
            alternatives_item = alternatives_item_data.to_dict()
            alternatives.append(alternatives_item)

        estimate = self.estimate

        id = self.id

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        ruleset = self.ruleset.value

        seat = self.seat

        version = self.version

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
                "action": action,
                "alternatives": alternatives,
                "estimate": estimate,
                "id": id,
                "reasons": reasons,
                "ruleset": ruleset,
                "seat": seat,
                "version": version,
            }
        )
        if notes is not UNSET:
            field_dict["notes"] = notes
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.accept_swap_action import AcceptSwapAction
        from ..models.call_super_rack_o_action import CallSuperRackOAction
        from ..models.discard_action import DiscardAction
        from ..models.draw_stock_action import DrawStockAction
        from ..models.exchange_action import ExchangeAction
        from ..models.next_round_action import NextRoundAction
        from ..models.note import Note
        from ..models.play_reverse_action import PlayReverseAction
        from ..models.play_swap_action import PlaySwapAction
        from ..models.reason import Reason
        from ..models.super_alternative import SuperAlternative
        from ..models.take_discard_action import TakeDiscardAction

        d = dict(src_dict)

        def _parse_action(
            data: object,
        ) -> (
            AcceptSwapAction
            | CallSuperRackOAction
            | DiscardAction
            | DrawStockAction
            | ExchangeAction
            | NextRoundAction
            | PlayReverseAction
            | PlaySwapAction
            | TakeDiscardAction
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = DrawStockAction.from_dict(data)

                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = TakeDiscardAction.from_dict(data)

                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = ExchangeAction.from_dict(data)

                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = DiscardAction.from_dict(data)

                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = NextRoundAction.from_dict(data)

                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_5 = PlaySwapAction.from_dict(data)

                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_6 = AcceptSwapAction.from_dict(data)

                return action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_7 = PlayReverseAction.from_dict(data)

                return action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_8 = CallSuperRackOAction.from_dict(data)

            return action_type_8

        action = _parse_action(d.pop("action"))

        alternatives = []
        _alternatives = d.pop("alternatives")
        for alternatives_item_data in _alternatives:
            alternatives_item = SuperAlternative.from_dict(alternatives_item_data)

            alternatives.append(alternatives_item)

        estimate = d.pop("estimate")

        id = d.pop("id")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = Reason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        ruleset = SuperGameAdviceOutRuleset(d.pop("ruleset"))

        seat = d.pop("seat")

        version = d.pop("version")

        _notes = d.pop("notes", UNSET)
        notes: list[Note] | Unset = UNSET
        if _notes is not UNSET:
            notes = []
            for notes_item_data in _notes:
                notes_item = Note.from_dict(notes_item_data)

                notes.append(notes_item)

        players = d.pop("players", UNSET)

        super_game_advice_out = cls(
            action=action,
            alternatives=alternatives,
            estimate=estimate,
            id=id,
            reasons=reasons,
            ruleset=ruleset,
            seat=seat,
            version=version,
            notes=notes,
            players=players,
        )

        return super_game_advice_out
