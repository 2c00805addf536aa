from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JoinIn")


@_attrs_define
class JoinIn:
    """
    Attributes:
        contribution (str): a text of your own (1-256 characters, best random: 16 or more bytes from your own source)
            mixed into the seed of every round dealt after it, so the server cannot choose the deal: see docs/deals.md; once
            per seat; the same characters are refused as in a name. Round 1 is dealt once the creator's seat and every
            invited seat have given theirs Example: e3b98a4da31a127d4bde6e43033f66ba.
        invitation (str): the invitation the game's creator passed on
    """

    contribution: str
    invitation: str

    def to_dict(self) -> dict[str, Any]:
        contribution = self.contribution

        invitation = self.invitation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contribution": contribution,
                "invitation": invitation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        contribution = d.pop("contribution")

        invitation = d.pop("invitation")

        join_in = cls(
            contribution=contribution,
            invitation=invitation,
        )

        return join_in
