from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.seat_in_bot import SeatInBot
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatIn")


@_attrs_define
class SeatIn:
    """
    Attributes:
        name (str): the player's name, or the team's where a team shares one rack; kept NFC-normalised with no space at
            either end, and refused with a control, format (invisible, bidirectional control, TAG), private-use character or
            lone surrogate anywhere in Unicode, or more than 4 combining marks on one character Example: Ann.
        bot (SeatInBot | Unset): a computer player, in both games: random, basic, strong or expert; leave it out for a
            person's seat
    """

    name: str
    bot: SeatInBot | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        _bot = d.pop("bot", UNSET)
        bot: SeatInBot | Unset
        if isinstance(_bot, Unset):
            bot = UNSET
        else:
            bot = SeatInBot(_bot)

        seat_in = cls(
            name=name,
            bot=bot,
        )

        return seat_in
