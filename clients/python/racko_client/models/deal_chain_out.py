from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DealChainOut")


@_attrs_define
class DealChainOut:
    """
    Attributes:
        commitment (str): the chain's public end x_0: SHA-256 applied `round` times to round `round`'s server seed gives
            it (docs/deals.md)
        length (int): the rounds the chain can deal
    """

    commitment: str
    length: int

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        length = self.length

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "length": length,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        length = d.pop("length")

        deal_chain_out = cls(
            commitment=commitment,
            length=length,
        )

        return deal_chain_out
