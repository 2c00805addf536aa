from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RevealedDealOut")


@_attrs_define
class RevealedDealOut:
    """
    Attributes:
        commitment (str): SHA-256 (hex) of the round's secret seed text, shown before its first move
        round_ (int):
        seed (str): the round's seed text, shown once the round is over: its SHA-256 is the commitment, and POST
            /v1/deals/verify recomputes the deal from it
        server_seed (str | Unset): the round's link of the game's seed chain (`deal_chain`), from which the seed text
            was made with the contributions; absent for a game made before seed chains
    """

    commitment: str
    round_: int
    seed: str
    server_seed: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        round_ = self.round_

        seed = self.seed

        server_seed = self.server_seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "round": round_,
                "seed": seed,
            }
        )
        if server_seed is not UNSET:
            field_dict["server_seed"] = server_seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        round_ = d.pop("round")

        seed = d.pop("seed")

        server_seed = d.pop("server_seed", UNSET)

        revealed_deal_out = cls(
            commitment=commitment,
            round_=round_,
            seed=seed,
            server_seed=server_seed,
        )

        return revealed_deal_out
