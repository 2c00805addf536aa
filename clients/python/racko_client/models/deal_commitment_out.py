from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DealCommitmentOut")


@_attrs_define
class DealCommitmentOut:
    """
    Attributes:
        commitment (str): SHA-256 (hex) of the round's secret seed text, shown before its first move
        round_ (int):
    """

    commitment: str
    round_: int

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        round_ = self.round_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        round_ = d.pop("round")

        deal_commitment_out = cls(
            commitment=commitment,
            round_=round_,
        )

        return deal_commitment_out
