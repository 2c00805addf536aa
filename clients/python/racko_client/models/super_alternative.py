from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.accept_swap_action import AcceptSwapAction
    from ..models.call_super_rack_o_action import CallSuperRackOAction
    from ..models.discard_action import DiscardAction
    from ..models.draw_stock_action import DrawStockAction
    from ..models.exchange_action import ExchangeAction
    from ..models.next_round_action import NextRoundAction
    from ..models.play_reverse_action import PlayReverseAction
    from ..models.play_swap_action import PlaySwapAction
    from ..models.take_discard_action import TakeDiscardAction


T = TypeVar("T", bound="SuperAlternative")


@_attrs_define
class SuperAlternative:
    """
    Attributes:
        action (AcceptSwapAction | CallSuperRackOAction | DiscardAction | DrawStockAction | ExchangeAction |
            NextRoundAction | PlayReverseAction | PlaySwapAction | TakeDiscardAction): the action, as POST
            /v1/games/{id}/actions takes it
        estimate (float): how many of the 16 cards of the double rack can stay where they are in some finished rack (the
            whole part, 0 to 16; a side is done at 8) once this choice is played, plus a fraction below 1 that grows as the
            number cards sit nearer an even spread; drawing from the stock is averaged over a spread of the number cards not
            seen; calling Super Rack-O is 17. Higher is better.
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
    estimate: float

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

        estimate = self.estimate

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "estimate": estimate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.accept_swap_action import AcceptSwapAction
        from ..models.call_super_rack_o_action import CallSuperRackOAction
        from ..models.discard_action import DiscardAction
        from ..models.draw_stock_action import DrawStockAction
        from ..models.exchange_action import ExchangeAction
        from ..models.next_round_action import NextRoundAction
        from ..models.play_reverse_action import PlayReverseAction
        from ..models.play_swap_action import PlaySwapAction
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

        estimate = d.pop("estimate")

        super_alternative = cls(
            action=action,
            estimate=estimate,
        )

        return super_alternative
