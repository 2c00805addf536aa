from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.super_rack_o_event_type import SuperRackOEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.super_rack_text import SuperRackText


T = TypeVar("T", bound="SuperRackOEvent")


@_attrs_define
class SuperRackOEvent:
    """
    Attributes:
        called (bool):
        rack (list[int | None] | SuperRackText): Rack-O: 10 cards from slot #5 (null: empty); Super Rack-O: {blue, red}
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (SuperRackOEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        rule (str | Unset): the rule that made it so
    """

    called: bool
    rack: list[int | None] | SuperRackText
    seat: int | None
    seq: int
    turn: int | None
    type_: SuperRackOEventType
    version: int
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        called = self.called

        rack: dict[str, Any] | list[int | None]
        if isinstance(self.rack, list):
            rack = []
            for rack_type_0_item_data in self.rack:
                rack_type_0_item: int | None
                rack_type_0_item = rack_type_0_item_data
                rack.append(rack_type_0_item)

        else:
            rack = self.rack.to_dict()

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
                "called": called,
                "rack": rack,
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
        from ..models.super_rack_text import SuperRackText

        d = dict(src_dict)
        called = d.pop("called")

        def _parse_rack(data: object) -> list[int | None] | SuperRackText:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rack_type_0 = []
                _rack_type_0 = data
                for rack_type_0_item_data in _rack_type_0:

                    def _parse_rack_type_0_item(data: object) -> int | None:
                        if data is None:
                            return data
                        return cast(int | None, data)

                    rack_type_0_item = _parse_rack_type_0_item(rack_type_0_item_data)

                    rack_type_0.append(rack_type_0_item)

                return rack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            rack_type_1 = SuperRackText.from_dict(data)

            return rack_type_1

        rack = _parse_rack(d.pop("rack"))

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

        type_ = SuperRackOEventType(d.pop("type"))

        version = d.pop("version")

        rule = d.pop("rule", UNSET)

        super_rack_o_event = cls(
            called=called,
            rack=rack,
            seat=seat,
            seq=seq,
            turn=turn,
            type_=type_,
            version=version,
            rule=rule,
        )

        return super_rack_o_event
