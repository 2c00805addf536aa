from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.alternative_play import AlternativePlay
from ..models.alternative_take import AlternativeTake
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.call_rack_o_action import CallRackOAction
    from ..models.discard_action import DiscardAction
    from ..models.draw_stock_action import DrawStockAction
    from ..models.exchange_action import ExchangeAction
    from ..models.next_round_action import NextRoundAction
    from ..models.place_action import PlaceAction
    from ..models.take_discard_action import TakeDiscardAction


T = TypeVar("T", bound="Alternative")


@_attrs_define
class Alternative:
    """
    Attributes:
        action (CallRackOAction | DiscardAction | DrawStockAction | ExchangeAction | NextRoundAction | PlaceAction |
            TakeDiscardAction): the same choice as POST /v1/games/{id}/actions takes it
        estimate (float): the chance (0 to 1) that the player's rack is a complete, legal Rack-O within the next
            `horizon` draws after this choice, under the advisor's model: each gap between the cards worth keeping is priced
            by how many cards that can still be drawn (unseen, or half for one seen on the discard pile) fit it, and a run
            the rules require (R-RUN3) by its missing cards. With a card in hand the 3 best choices (of those priced at 80%
            of the best or more, when two or more are) are looked at one draw further, averaged over what the next draw can
            bring (12 evenly spaced cards while a run must be planned); the others are priced as they stand, which can only
            understate them. Before drawing: taking the top discard is priced with it in its best slot, drawing from the
            stock averaged over every card not yet seen; on a tie, the stock comes first. Higher is better; 1 means the
            choice goes Rack-O.
        looked_ahead (bool): the estimate looks one draw further (or the choice goes Rack-O)
        points (float): the points this player is expected to score this round after this choice. With a card in hand,
            the round as a race: the chance, draw by draw, that the rack it leaves goes Rack-O before another player goes
            out (that player's chance measured for the deck, the run needed and the player count, from the turn the round
            has reached; less the `gift` to the next player), times what going Rack-O would score (R-SCORE-WIN, and R-BONUS
            for the runs already in it), plus the rest times what that rack scores when another player goes out (R-SCORE-
            LEAD, or R-SCORE-LONGEST in Swedish). Before drawing, `estimate` stands for that chance; drawing from the stock
            with a rack already a Rack-O adds what the draw may add to its run bonus. With partners (R-TEAMS) it is this
            rack's share of the team's points (a partner's run, `run_bonus_from: team`, is not counted)
        points_sd (float): the standard deviation of this round's points behind `points`: the rack goes Rack-O first or
            it does not. With a card in hand the alternatives are ranked by `points`
        value (float): `estimate` less `gift` (the estimate when no gift): what a tie of `points` goes by; with the
            game's totals a choice likelier to win the game may come first (R-TARGET)
        discards (int | None | Unset): with `play`: the card that goes face up on the discard pile
        gift (float | None | Unset): how much the card this choice lets go would raise the next player's chance of
            Rack-O, over a card from the stock (0 to 1): the slots of that player's rack nobody saw filled are sampled 4
            times from the unseen cards. Given, and used, only once some card of that rack is known (`next_rack`, or a
            game's known racks), for the choices priced at 80% of the best or more; null otherwise
        play (AlternativePlay | Unset): exchange: for the card in `slot`; place: into the empty `slot` (R-QUICK);
            discard: let the stock card go
        slot (int | None | Unset): with `play`: label 5..50
        take (AlternativeTake | Unset):
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
    estimate: float
    looked_ahead: bool
    points: float
    points_sd: float
    value: float
    discards: int | None | Unset = UNSET
    gift: float | None | Unset = UNSET
    play: AlternativePlay | Unset = UNSET
    slot: int | None | Unset = UNSET
    take: AlternativeTake | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
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

        estimate = self.estimate

        looked_ahead = self.looked_ahead

        points = self.points

        points_sd = self.points_sd

        value = self.value

        discards: int | None | Unset
        if isinstance(self.discards, Unset):
            discards = UNSET
        else:
            discards = self.discards

        gift: float | None | Unset
        if isinstance(self.gift, Unset):
            gift = UNSET
        else:
            gift = self.gift

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
                "estimate": estimate,
                "looked_ahead": looked_ahead,
                "points": points,
                "points_sd": points_sd,
                "value": value,
            }
        )
        if discards is not UNSET:
            field_dict["discards"] = discards
        if gift is not UNSET:
            field_dict["gift"] = gift
        if play is not UNSET:
            field_dict["play"] = play
        if slot is not UNSET:
            field_dict["slot"] = slot
        if take is not UNSET:
            field_dict["take"] = take

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.call_rack_o_action import CallRackOAction
        from ..models.discard_action import DiscardAction
        from ..models.draw_stock_action import DrawStockAction
        from ..models.exchange_action import ExchangeAction
        from ..models.next_round_action import NextRoundAction
        from ..models.place_action import PlaceAction
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

        estimate = d.pop("estimate")

        looked_ahead = d.pop("looked_ahead")

        points = d.pop("points")

        points_sd = d.pop("points_sd")

        value = d.pop("value")

        def _parse_discards(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        discards = _parse_discards(d.pop("discards", UNSET))

        def _parse_gift(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        gift = _parse_gift(d.pop("gift", UNSET))

        _play = d.pop("play", UNSET)
        play: AlternativePlay | Unset
        if isinstance(_play, Unset):
            play = UNSET
        else:
            play = AlternativePlay(_play)

        def _parse_slot(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        slot = _parse_slot(d.pop("slot", UNSET))

        _take = d.pop("take", UNSET)
        take: AlternativeTake | Unset
        if isinstance(_take, Unset):
            take = UNSET
        else:
            take = AlternativeTake(_take)

        alternative = cls(
            action=action,
            estimate=estimate,
            looked_ahead=looked_ahead,
            points=points,
            points_sd=points_sd,
            value=value,
            discards=discards,
            gift=gift,
            play=play,
            slot=slot,
            take=take,
        )

        return alternative
