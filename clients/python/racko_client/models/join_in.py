from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JoinIn")


@_attrs_define
class JoinIn:
    """
    Attributes:
        invitation (str): the invitation the game's creator passed on
        contribution (str | Unset): a text of your own (1-256 characters, best random: 16 or more bytes from your own
            source) mixed into the seed of every round dealt after it, so the server cannot choose the deal: see
            docs/deals.md; once per seat Example: e3b98a4da31a127d4bde6e43033f66ba.
    """

    invitation: str
    contribution: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        invitation = self.invitation

        contribution = self.contribution

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "invitation": invitation,
            }
        )
        if contribution is not UNSET:
            field_dict["contribution"] = contribution

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        invitation = d.pop("invitation")

        contribution = d.pop("contribution", UNSET)

        join_in = cls(
            invitation=invitation,
            contribution=contribution,
        )

        return join_in
