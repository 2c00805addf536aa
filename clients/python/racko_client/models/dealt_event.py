from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dealt_event_type import DealtEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DealtEvent")


@_attrs_define
class DealtEvent:
    """
    Attributes:
        commitment (None | str):
        dealer (int):
        discard_top (int | str): a number (Rack-O) or a card's text (Super Rack-O)
        round_ (int):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        type_ (DealtEventType):
        cards_dealt (int | Unset):
        deal_order (str | Unset):
        first_player (int | Unset):
        rule (str | Unset): the rule that made it so
        stock_count (int | Unset):
        turn (int | Unset):
    """

    commitment: None | str
    dealer: int
    discard_top: int | str
    round_: int
    seat: int | None
    seq: int
    type_: DealtEventType
    cards_dealt: int | Unset = UNSET
    deal_order: str | Unset = UNSET
    first_player: int | Unset = UNSET
    rule: str | Unset = UNSET
    stock_count: int | Unset = UNSET
    turn: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment: None | str
        commitment = self.commitment

        dealer = self.dealer

        discard_top: int | str
        discard_top = self.discard_top

        round_ = self.round_

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        cards_dealt = self.cards_dealt

        deal_order = self.deal_order

        first_player = self.first_player

        rule = self.rule

        stock_count = self.stock_count

        turn = self.turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "dealer": dealer,
                "discard_top": discard_top,
                "round": round_,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )
        if cards_dealt is not UNSET:
            field_dict["cards_dealt"] = cards_dealt
        if deal_order is not UNSET:
            field_dict["deal_order"] = deal_order
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if rule is not UNSET:
            field_dict["rule"] = rule
        if stock_count is not UNSET:
            field_dict["stock_count"] = stock_count
        if turn is not UNSET:
            field_dict["turn"] = turn

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        dealer = d.pop("dealer")

        def _parse_discard_top(data: object) -> int | str:
            return cast(int | str, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))

        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = DealtEventType(d.pop("type"))

        cards_dealt = d.pop("cards_dealt", UNSET)

        deal_order = d.pop("deal_order", UNSET)

        first_player = d.pop("first_player", UNSET)

        rule = d.pop("rule", UNSET)

        stock_count = d.pop("stock_count", UNSET)

        turn = d.pop("turn", UNSET)

        dealt_event = cls(
            commitment=commitment,
            dealer=dealer,
            discard_top=discard_top,
            round_=round_,
            seat=seat,
            seq=seq,
            type_=type_,
            cards_dealt=cards_dealt,
            deal_order=deal_order,
            first_player=first_player,
            rule=rule,
            stock_count=stock_count,
            turn=turn,
        )

        return dealt_event
