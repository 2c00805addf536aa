from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JoinIn")


@_attrs_define
class JoinIn:
    """
    Attributes:
        invitation (str): the invitation the game's creator passed on
    """

    invitation: str

    def to_dict(self) -> dict[str, Any]:
        invitation = self.invitation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "invitation": invitation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        invitation = d.pop("invitation")

        join_in = cls(
            invitation=invitation,
        )

        return join_in
