from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.verify_deal_in_ruleset import VerifyDealInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.contribution_in import ContributionIn
    from ..models.options import Options
    from ..models.verify_deal_in_events_item import VerifyDealInEventsItem


T = TypeVar("T", bound="VerifyDealIn")


@_attrs_define
class VerifyDealIn:
    """
    Attributes:
        players (int): seats at the table Example: 2.
        ruleset (VerifyDealInRuleset): the game's ruleset as the table shows it (one of GET /v1/rulesets) Example:
            hasbro.
        chain_commitment (str | Unset): with `events`: the chain's end the game published when it was made
            (`deal_chain.commitment`); taken from the log's `deal_chain` event if left out
        commitment (str | Unset): the commitment the table showed before the round's first move (`deal.commitment`);
            required with `seed`
        contributions (list[ContributionIn] | Unset): with `events`: the contributions the round was dealt with, as
            `deal_revealed` shows them
        dealer (int | Unset): the round's dealer seat as the table showed it (`dealer`); the first card goes to the seat
            on its left (dealer + 1) Default: 0. Example: 0.
        events (list[VerifyDealInEventsItem] | Unset): the game's event log as GET /v1/games/{id}/events answers it
            (`events`): the round's events from its `dealt` event on, after the `round_over` of the round before (the
            standings it starts from) and the `deal_chain` event; every event of the round is replayed and compared
        options (Options | Unset):
        round_ (int | Unset): with `events`: the round to replay Example: 1.
        seat (int | None | Unset): with `events`: whose log it is (the events answer's `seat`; null: the public log)
        seed (str | Unset): the round's seed text as revealed in `deals` (required unless `events` is given: then the
            seed is made from `server_seed` and `contributions`) Example:
            3f1c9a52e6b04d8e9a57b2c41d0e7f6a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e.
        server_seed (str | Unset): with `events`: the round's server seed, as `deal_revealed` shows it
    """

    players: int
    ruleset: VerifyDealInRuleset
    chain_commitment: str | Unset = UNSET
    commitment: str | Unset = UNSET
    contributions: list[ContributionIn] | Unset = UNSET
    dealer: int | Unset = 0
    events: list[VerifyDealInEventsItem] | Unset = UNSET
    options: Options | Unset = UNSET
    round_: int | Unset = UNSET
    seat: int | None | Unset = UNSET
    seed: str | Unset = UNSET
    server_seed: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        ruleset = self.ruleset.value

        chain_commitment = self.chain_commitment

        commitment = self.commitment

        contributions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.contributions, Unset):
            contributions = []
            for contributions_item_data in self.contributions:
                contributions_item = contributions_item_data.to_dict()
                contributions.append(contributions_item)

        dealer = self.dealer

        events: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.to_dict()
                events.append(events_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        round_ = self.round_

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        seed = self.seed

        server_seed = self.server_seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "ruleset": ruleset,
            }
        )
        if chain_commitment is not UNSET:
            field_dict["chain_commitment"] = chain_commitment
        if commitment is not UNSET:
            field_dict["commitment"] = commitment
        if contributions is not UNSET:
            field_dict["contributions"] = contributions
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if events is not UNSET:
            field_dict["events"] = events
        if options is not UNSET:
            field_dict["options"] = options
        if round_ is not UNSET:
            field_dict["round"] = round_
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seed is not UNSET:
            field_dict["seed"] = seed
        if server_seed is not UNSET:
            field_dict["server_seed"] = server_seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.contribution_in import ContributionIn
        from ..models.options import Options
        from ..models.verify_deal_in_events_item import VerifyDealInEventsItem

        d = dict(src_dict)
        players = d.pop("players")

        ruleset = VerifyDealInRuleset(d.pop("ruleset"))

        chain_commitment = d.pop("chain_commitment", UNSET)

        commitment = d.pop("commitment", UNSET)

        _contributions = d.pop("contributions", UNSET)
        contributions: list[ContributionIn] | Unset = UNSET
        if _contributions is not UNSET:
            contributions = []
            for contributions_item_data in _contributions:
                contributions_item = ContributionIn.from_dict(contributions_item_data)

                contributions.append(contributions_item)

        dealer = d.pop("dealer", UNSET)

        _events = d.pop("events", UNSET)
        events: list[VerifyDealInEventsItem] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = VerifyDealInEventsItem.from_dict(events_item_data)

                events.append(events_item)

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        round_ = d.pop("round", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        seed = d.pop("seed", UNSET)

        server_seed = d.pop("server_seed", UNSET)

        verify_deal_in = cls(
            players=players,
            ruleset=ruleset,
            chain_commitment=chain_commitment,
            commitment=commitment,
            contributions=contributions,
            dealer=dealer,
            events=events,
            options=options,
            round_=round_,
            seat=seat,
            seed=seed,
            server_seed=server_seed,
        )

        return verify_deal_in
