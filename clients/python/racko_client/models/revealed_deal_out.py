from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RevealedDealOut")


@_attrs_define
class RevealedDealOut:
    """
    Attributes:
        commitment (str): SHA-256 (hex) of the round's secret seed text, shown before its first move
        round_ (int):
        seed (str): the round's seed text, shown once the round is over: its SHA-256 is the commitment, and POST
            /v1/deals/verify recomputes the deal from it
    """

    commitment: str
    round_: int
    seed: str

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        round_ = self.round_

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "round": round_,
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        round_ = d.pop("round")

        seed = d.pop("seed")

        revealed_deal_out = cls(
            commitment=commitment,
            round_=round_,
            seed=seed,
        )

        return revealed_deal_out
