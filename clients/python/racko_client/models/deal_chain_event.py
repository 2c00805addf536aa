from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.deal_chain_event_type import DealChainEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DealChainEvent")


@_attrs_define
class DealChainEvent:
    """
    Attributes:
        commitment (None | str):
        length (int):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (DealChainEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        rule (str | Unset): the rule that made it so
    """

    commitment: None | str
    length: int
    seat: int | None
    seq: int
    turn: int | None
    type_: DealChainEventType
    version: int
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment: None | str
        commitment = self.commitment

        length = self.length

        seat: int | None
        seat = self.seat

        seq = self.seq

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "length": length,
                "seat": seat,
                "seq": seq,
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

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        length = d.pop("length")

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

        type_ = DealChainEventType(d.pop("type"))

        version = d.pop("version")

        rule = d.pop("rule", UNSET)

        deal_chain_event = cls(
            commitment=commitment,
            length=length,
            seat=seat,
            seq=seq,
            turn=turn,
            type_=type_,
            version=version,
            rule=rule,
        )

        return deal_chain_event
