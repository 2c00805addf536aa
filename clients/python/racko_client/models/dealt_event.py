from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dealt_event_type import DealtEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.contribution_out import ContributionOut


T = TypeVar("T", bound="DealtEvent")


@_attrs_define
class DealtEvent:
    """
    Attributes:
        cards_dealt (int):
        commitment (None | str):
        deal_order (str):
        dealer (int):
        discard_top (int | str): a number (Rack-O) or a card's text (Super Rack-O)
        first_player (int):
        round_ (int):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        stock_count (int):
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (DealtEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        contributions (list[ContributionOut] | Unset):
        rule (str | Unset): the rule that made it so
    """

    cards_dealt: int
    commitment: None | str
    deal_order: str
    dealer: int
    discard_top: int | str
    first_player: int
    round_: int
    seat: int | None
    seq: int
    stock_count: int
    turn: int | None
    type_: DealtEventType
    version: int
    contributions: list[ContributionOut] | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards_dealt = self.cards_dealt

        commitment: None | str
        commitment = self.commitment

        deal_order = self.deal_order

        dealer = self.dealer

        discard_top: int | str
        discard_top = self.discard_top

        first_player = self.first_player

        round_ = self.round_

        seat: int | None
        seat = self.seat

        seq = self.seq

        stock_count = self.stock_count

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        contributions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.contributions, Unset):
            contributions = []
            for contributions_item_data in self.contributions:
                contributions_item = contributions_item_data.to_dict()
                contributions.append(contributions_item)

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards_dealt": cards_dealt,
                "commitment": commitment,
                "deal_order": deal_order,
                "dealer": dealer,
                "discard_top": discard_top,
                "first_player": first_player,
                "round": round_,
                "seat": seat,
                "seq": seq,
                "stock_count": stock_count,
                "turn": turn,
                "type": type_,
                "version": version,
            }
        )
        if contributions is not UNSET:
            field_dict["contributions"] = contributions
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.contribution_out import ContributionOut

        d = dict(src_dict)
        cards_dealt = d.pop("cards_dealt")

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        deal_order = d.pop("deal_order")

        dealer = d.pop("dealer")

        def _parse_discard_top(data: object) -> int | str:
            return cast(int | str, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))

        first_player = d.pop("first_player")

        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        stock_count = d.pop("stock_count")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        type_ = DealtEventType(d.pop("type"))

        version = d.pop("version")

        _contributions = d.pop("contributions", UNSET)
        contributions: list[ContributionOut] | Unset = UNSET
        if _contributions is not UNSET:
            contributions = []
            for contributions_item_data in _contributions:
                contributions_item = ContributionOut.from_dict(contributions_item_data)

                contributions.append(contributions_item)

        rule = d.pop("rule", UNSET)

        dealt_event = cls(
            cards_dealt=cards_dealt,
            commitment=commitment,
            deal_order=deal_order,
            dealer=dealer,
            discard_top=discard_top,
            first_player=first_player,
            round_=round_,
            seat=seat,
            seq=seq,
            stock_count=stock_count,
            turn=turn,
            type_=type_,
            version=version,
            contributions=contributions,
            rule=rule,
        )

        return dealt_event
