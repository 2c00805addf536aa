from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.first_dealer_event_start import FirstDealerEventStart
from ..models.first_dealer_event_type import FirstDealerEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FirstDealerEvent")


@_attrs_define
class FirstDealerEvent:
    """
    Attributes:
        dealer (int):
        method (str):
        note (str):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (FirstDealerEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        cards (list[int] | Unset):
        first_player (int | Unset):
        rule (str | Unset): the rule that made it so
        start (FirstDealerEventStart | Unset):
    """

    dealer: int
    method: str
    note: str
    seat: int | None
    seq: int
    turn: int | None
    type_: FirstDealerEventType
    version: int
    cards: list[int] | Unset = UNSET
    first_player: int | Unset = UNSET
    rule: str | Unset = UNSET
    start: FirstDealerEventStart | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        method = self.method

        note = self.note

        seat: int | None
        seat = self.seat

        seq = self.seq

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        cards: list[int] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        first_player = self.first_player

        rule = self.rule

        start: str | Unset = UNSET
        if not isinstance(self.start, Unset):
            start = self.start.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "method": method,
                "note": note,
                "seat": seat,
                "seq": seq,
                "turn": turn,
                "type": type_,
                "version": version,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if rule is not UNSET:
            field_dict["rule"] = rule
        if start is not UNSET:
            field_dict["start"] = start

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        method = d.pop("method")

        note = d.pop("note")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        type_ = FirstDealerEventType(d.pop("type"))

        version = d.pop("version")

        cards = cast(list[int], d.pop("cards", UNSET))

        first_player = d.pop("first_player", UNSET)

        rule = d.pop("rule", UNSET)

        _start = d.pop("start", UNSET)
        start: FirstDealerEventStart | Unset
        if isinstance(_start, Unset):
            start = UNSET
        else:
            start = FirstDealerEventStart(_start)

        first_dealer_event = cls(
            dealer=dealer,
            method=method,
            note=note,
            seat=seat,
            seq=seq,
            turn=turn,
            type_=type_,
            version=version,
            cards=cards,
            first_player=first_player,
            rule=rule,
            start=start,
        )

        return first_dealer_event
