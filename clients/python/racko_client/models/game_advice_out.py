from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_advice_out_play import GameAdviceOutPlay
from ..models.game_advice_out_take import GameAdviceOutTake
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.alternative import Alternative
    from ..models.call import Call
    from ..models.call_rack_o_action import CallRackOAction
    from ..models.discard_action import DiscardAction
    from ..models.draw_stock_action import DrawStockAction
    from ..models.exchange_action import ExchangeAction
    from ..models.next_round_action import NextRoundAction
    from ..models.place_action import PlaceAction
    from ..models.reason import Reason
    from ..models.take_discard_action import TakeDiscardAction


T = TypeVar("T", bound="GameAdviceOut")


@_attrs_define
class GameAdviceOut:
    """
    Attributes:
        action (CallRackOAction | DiscardAction | DrawStockAction | ExchangeAction | NextRoundAction | PlaceAction |
            TakeDiscardAction): the same choice as POST /v1/games/{id}/actions takes it
        alternatives (list[Alternative]): every legal choice, best first. Before drawing: by `estimate`; on a tie the
            stock comes first, unless both choices keep a Rack-O and the discard scores more. With a card in hand: by
            `points`, a choice that goes Rack-O first (the chance of Rack-O is one input; what the rack scores when it goes
            out and when it does not are the others). Choices alike in points and with values within 0.0005 are a tie,
            ranked by the unseen cards that then finish the rack, then the chance of Rack-O within the next 3 draws, then
            `points`, then the cards in order. The reasons say why the first beats the second in points, how a tie was
            decided, or that it remains
        call (Call | None): R-WAIT, where going Rack-O is a call (`explicit_call`): whether to call Rack-O now. Before
            drawing, for the rack as it stands (draw first when the draw may lengthen a run: Rack-O may still be called
            right after the turn, before the next player draws; in a game where a bot sits next, which moves at once,
            drawing first is waiting and is weighed so); with a card in hand, for the rack the advised choice leaves, right
            after this turn. Calling scores `points_now`; waiting gives every other player a turn, each of whom may go out
            (likelier as the round runs: `turns`), then one more draw (`waiting`, the points expected). Calling wins when
            `points_now` is at least `waiting` less what a player going out first would score (shared among the others).
            With `totals` it calls at once when that wins the game, or when another player going out would reach the target.
            Null where no call is possible
        estimate (float): the advised choice's estimate (see `alternatives`)
        horizon (int): the draws the estimate looks ahead: 12 at the deal; with other players, one less each time every
            player has had a turn (never below 4), since the longer a round runs, the sooner one of them is likely to go
            Rack-O
        id (str):
        players (int):
        points (float): the advised choice's points (see `alternatives`)
        points_sd (float): the standard deviation of the advised choice's points (see `alternatives`)
        reasons (list[Reason]): why: what the move does, each gap still to fill and how many unseen cards can fill it,
            the run R-RUN3 needs or a run bonus builds, how a tie was decided, and the call (R-WAIT)
        ruleset (str):
        seat (int):
        version (int):
        play (GameAdviceOutPlay | Unset): with a card in hand: what to do with it
        slot (int | None | Unset): with `play`: the slot label
        take (GameAdviceOutTake | Unset): before drawing: the pile to take from
    """

    action: (
        CallRackOAction
        | DiscardAction
        | DrawStockAction
        | ExchangeAction
        | NextRoundAction
        | PlaceAction
        | TakeDiscardAction
    )
    alternatives: list[Alternative]
    call: Call | None
    estimate: float
    horizon: int
    id: str
    players: int
    points: float
    points_sd: float
    reasons: list[Reason]
    ruleset: str
    seat: int
    version: int
    play: GameAdviceOutPlay | Unset = UNSET
    slot: int | None | Unset = UNSET
    take: GameAdviceOutTake | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.call import Call
        from ..models.discard_action import DiscardAction
        from ..models.draw_stock_action import DrawStockAction
        from ..models.exchange_action import ExchangeAction
        from ..models.next_round_action import NextRoundAction
        from ..models.place_action import PlaceAction
        from ..models.take_discard_action import TakeDiscardAction

        action: dict[str, Any]
        if (
            isinstance(self.action, DrawStockAction)
            or isinstance(self.action, TakeDiscardAction)
            or isinstance(self.action, ExchangeAction)
            or isinstance(self.action, DiscardAction)
            or isinstance(self.action, NextRoundAction)
            or isinstance(self.action, PlaceAction)
        ):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        alternatives = []
        for alternatives_item_data in self.alternatives:
            alternatives_item = alternatives_item_data.to_dict()
            alternatives.append(alternatives_item)

        call: dict[str, Any] | None
        if isinstance(self.call, Call):
            call = self.call.to_dict()
        else:
            call = self.call

        estimate = self.estimate

        horizon = self.horizon

        id = self.id

        players = self.players

        points = self.points

        points_sd = self.points_sd

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        ruleset = self.ruleset

        seat = self.seat

        version = self.version

        play: str | Unset = UNSET
        if not isinstance(self.play, Unset):
            play = self.play.value

        slot: int | None | Unset
        if isinstance(self.slot, Unset):
            slot = UNSET
        else:
            slot = self.slot

        take: str | Unset = UNSET
        if not isinstance(self.take, Unset):
            take = self.take.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "alternatives": alternatives,
                "call": call,
                "estimate": estimate,
                "horizon": horizon,
                "id": id,
                "players": players,
                "points": points,
                "points_sd": points_sd,
                "reasons": reasons,
                "ruleset": ruleset,
                "seat": seat,
                "version": version,
            }
        )
        if play is not UNSET:
            field_dict["play"] = play
        if slot is not UNSET:
            field_dict["slot"] = slot
        if take is not UNSET:
            field_dict["take"] = take

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.alternative import Alternative
        from ..models.call import Call
        from ..models.call_rack_o_action import CallRackOAction
        from ..models.discard_action import DiscardAction
        from ..models.draw_stock_action import DrawStockAction
        from ..models.exchange_action import ExchangeAction
        from ..models.next_round_action import NextRoundAction
        from ..models.place_action import PlaceAction
        from ..models.reason import Reason
        from ..models.take_discard_action import TakeDiscardAction

        d = dict(src_dict)

        def _parse_action(
            data: object,
        ) -> (
            CallRackOAction
            | DiscardAction
            | DrawStockAction
            | ExchangeAction
            | NextRoundAction
            | PlaceAction
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
                action_type_5 = PlaceAction.from_dict(data)

                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_6 = CallRackOAction.from_dict(data)

            return action_type_6

        action = _parse_action(d.pop("action"))

        alternatives = []
        _alternatives = d.pop("alternatives")
        for alternatives_item_data in _alternatives:
            alternatives_item = Alternative.from_dict(alternatives_item_data)

            alternatives.append(alternatives_item)

        def _parse_call(data: object) -> Call | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                call_type_0 = Call.from_dict(data)

                return call_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Call | None, data)

        call = _parse_call(d.pop("call"))

        estimate = d.pop("estimate")

        horizon = d.pop("horizon")

        id = d.pop("id")

        players = d.pop("players")

        points = d.pop("points")

        points_sd = d.pop("points_sd")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = Reason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        ruleset = d.pop("ruleset")

        seat = d.pop("seat")

        version = d.pop("version")

        _play = d.pop("play", UNSET)
        play: GameAdviceOutPlay | Unset
        if isinstance(_play, Unset):
            play = UNSET
        else:
            play = GameAdviceOutPlay(_play)

        def _parse_slot(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        slot = _parse_slot(d.pop("slot", UNSET))

        _take = d.pop("take", UNSET)
        take: GameAdviceOutTake | Unset
        if isinstance(_take, Unset):
            take = UNSET
        else:
            take = GameAdviceOutTake(_take)

        game_advice_out = cls(
            action=action,
            alternatives=alternatives,
            call=call,
            estimate=estimate,
            horizon=horizon,
            id=id,
            players=players,
            points=points,
            points_sd=points_sd,
            reasons=reasons,
            ruleset=ruleset,
            seat=seat,
            version=version,
            play=play,
            slot=slot,
            take=take,
        )

        return game_advice_out
