from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NewSeatOut")


@_attrs_define
class NewSeatOut:
    """
    Attributes:
        bot (None | str): null: a person
        name (str):
        seat (int):
        waiting (bool): true while the seat's invitation has not been claimed: its player has not joined yet
        invitation (str | Unset): every other person's seat (without hot_seat), shown once: a single-use code to pass on
            to that seat's player, who claims it with POST /v1/games/{id}/join and gets the seat's token
        token (str | Unset): the creator's seat (the first person's), or with hot_seat every person's seat; shown once:
            send it as Authorization: Bearer <token>
    """

    bot: None | str
    name: str
    seat: int
    waiting: bool
    invitation: str | Unset = UNSET
    token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        bot = self.bot

        name = self.name

        seat = self.seat

        waiting = self.waiting

        invitation = self.invitation

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "name": name,
                "seat": seat,
                "waiting": waiting,
            }
        )
        if invitation is not UNSET:
            field_dict["invitation"] = invitation
        if token is not UNSET:
            field_dict["token"] = token

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

        invitation = d.pop("invitation", UNSET)

        token = d.pop("token", UNSET)

        new_seat_out = cls(
            bot=bot,
            name=name,
            seat=seat,
            waiting=waiting,
            invitation=invitation,
            token=token,
        )

        return new_seat_out
