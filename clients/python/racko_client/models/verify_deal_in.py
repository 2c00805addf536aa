from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.verify_deal_in_ruleset import VerifyDealInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options


T = TypeVar("T", bound="VerifyDealIn")


@_attrs_define
class VerifyDealIn:
    """
    Attributes:
        commitment (str): the commitment the table showed before the round's first move (`deal.commitment`)
        players (int): seats at the table Example: 2.
        ruleset (VerifyDealInRuleset): the game's ruleset as the table shows it (a Rack-O preset or super-rack-o)
            Example: hasbro.
        seed (str): the round's seed text as revealed in `deals` Example:
            3f1c9a52e6b04d8e9a57b2c41d0e7f6a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e.
        dealer (int | Unset): the round's dealer seat as the table showed it (`dealer`); the first card goes to the seat
            on its left (dealer + 1) Default: 0. Example: 0.
        options (Options | Unset):
    """

    commitment: str
    players: int
    ruleset: VerifyDealInRuleset
    seed: str
    dealer: int | Unset = 0
    options: Options | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        players = self.players

        ruleset = self.ruleset.value

        seed = self.seed

        dealer = self.dealer

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "players": players,
                "ruleset": ruleset,
                "seed": seed,
            }
        )
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options import Options

        d = dict(src_dict)
        commitment = d.pop("commitment")

        players = d.pop("players")

        ruleset = VerifyDealInRuleset(d.pop("ruleset"))

        seed = d.pop("seed")

        dealer = d.pop("dealer", UNSET)

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        verify_deal_in = cls(
            commitment=commitment,
            players=players,
            ruleset=ruleset,
            seed=seed,
            dealer=dealer,
            options=options,
        )

        return verify_deal_in
