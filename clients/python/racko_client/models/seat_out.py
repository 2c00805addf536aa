from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatOut")


@_attrs_define
class SeatOut:
    """
    Attributes:
        bot (None | str): null: a person
        name (str):
        seat (int):
        waiting (bool): true while the seat's invitation has not been claimed: its player has not joined yet
    """

    bot: None | str
    name: str
    seat: int
    waiting: bool

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        bot = self.bot

        name = self.name

        seat = self.seat

        waiting = self.waiting

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "name": name,
                "seat": seat,
                "waiting": waiting,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))

        name = d.pop("name")

        seat = d.pop("seat")

        waiting = d.pop("waiting")

        seat_out = cls(
            bot=bot,
            name=name,
            seat=seat,
            waiting=waiting,
        )

        return seat_out
