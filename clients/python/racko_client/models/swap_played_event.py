from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.swap_played_event_type import SwapPlayedEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="SwapPlayedEvent")


@_attrs_define
class SwapPlayedEvent:
    """
    Attributes:
        row (int):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        target_seat (int):
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (SwapPlayedEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        rule (str | Unset): the rule that made it so
    """

    row: int
    seat: int | None
    seq: int
    target_seat: int
    turn: int | None
    type_: SwapPlayedEventType
    version: int
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        seat: int | None
        seat = self.seat

        seq = self.seq

        target_seat = self.target_seat

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "seat": seat,
                "seq": seq,
                "target_seat": target_seat,
                "turn": turn,
                "type": type_,
                "version": version,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        row = d.pop("row")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        target_seat = d.pop("target_seat")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        type_ = SwapPlayedEventType(d.pop("type"))

        version = d.pop("version")

        rule = d.pop("rule", UNSET)

        swap_played_event = cls(
            row=row,
            seat=seat,
            seq=seq,
            target_seat=target_seat,
            turn=turn,
            type_=type_,
            version=version,
            rule=rule,
        )

        return swap_played_event
