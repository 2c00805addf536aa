from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mismatch_out import MismatchOut


T = TypeVar("T", bound="ReplayOut")


@_attrs_define
class ReplayOut:
    """
    Attributes:
        chain_commitment (None | str):
        complete (bool): the log reaches the round's end (`round_over` and what follows it)
        events_checked (int): events of the round replayed alike, from its `dealt` event
        first_mismatch (MismatchOut | None):
        matches (bool): the seed is on the chain and every event of the round replays alike
        round_ (int):
        server_seed_matches (bool): SHA-256 applied `round` times to the server seed gives the chain commitment
    """

    chain_commitment: None | str
    complete: bool
    events_checked: int
    first_mismatch: MismatchOut | None
    matches: bool
    round_: int
    server_seed_matches: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.mismatch_out import MismatchOut

        chain_commitment: None | str
        chain_commitment = self.chain_commitment

        complete = self.complete

        events_checked = self.events_checked

        first_mismatch: dict[str, Any] | None
        if isinstance(self.first_mismatch, MismatchOut):
            first_mismatch = self.first_mismatch.to_dict()
        else:
            first_mismatch = self.first_mismatch

        matches = self.matches

        round_ = self.round_

        server_seed_matches = self.server_seed_matches

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain_commitment": chain_commitment,
                "complete": complete,
                "events_checked": events_checked,
                "first_mismatch": first_mismatch,
                "matches": matches,
                "round": round_,
                "server_seed_matches": server_seed_matches,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mismatch_out import MismatchOut

        d = dict(src_dict)

        def _parse_chain_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        chain_commitment = _parse_chain_commitment(d.pop("chain_commitment"))

        complete = d.pop("complete")

        events_checked = d.pop("events_checked")

        def _parse_first_mismatch(data: object) -> MismatchOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_mismatch_type_1 = MismatchOut.from_dict(data)

                return first_mismatch_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MismatchOut | None, data)

        first_mismatch = _parse_first_mismatch(d.pop("first_mismatch"))

        matches = d.pop("matches")

        round_ = d.pop("round")

        server_seed_matches = d.pop("server_seed_matches")

        replay_out = cls(
            chain_commitment=chain_commitment,
            complete=complete,
            events_checked=events_checked,
            first_mismatch=first_mismatch,
            matches=matches,
            round_=round_,
            server_seed_matches=server_seed_matches,
        )

        return replay_out
