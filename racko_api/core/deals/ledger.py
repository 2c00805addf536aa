"""What a game shows of its rounds' seeds, the same in every game: the current round's
commitment while it is played, and every finished round's seed with its commitment."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from racko_api.core.deals.chain import CHAIN_LENGTH, ChainHolder, chain_commitment, listed, waiting_for
from racko_api.core.deals.seeds import commitment, reveal
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr


def verify_fixed_seed(seed: object) -> None:
    """A game's fixed seed (tests and replays only) is a whole number, or None."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise InvalidInput(tr("a seed is a whole number"), errors=(FieldError("seed", tr("a whole "
                                                                                     "number")),))


def deal_commitment(round_number: int, seeds: Sequence[str | None]) -> dict[str, Any] | None:
    """The current round's commitment (null for a round dealt before deals were verifiable).

    >>> deal_commitment(1, ["abc"])["commitment"][:8]
    'ba7816bf'
    """
    seed = seeds[-1] if seeds else None
    return None if seed is None else {"round": round_number, "commitment": commitment(seed)}


def deals_revealed(seeds: Sequence[str | None], *, round_over: bool,
                   servers: Sequence[str | None] = ()) -> list[dict[str, Any]]:
    """Every finished round's {round, commitment, seed}, with its `server_seed` where the game
    has a chain: the current round's once it is over.

    >>> [d["round"] for d in deals_revealed(["a", "b"], round_over=False)]
    [1]
    """
    finished = len(seeds) if round_over else len(seeds) - 1
    linked = servers if len(servers) == len(seeds) else (None,) * len(seeds)
    return [reveal(n, seed) | ({} if server is None else {"server_seed": server})
            for n, (seed, server) in enumerate(zip(seeds[:finished], linked, strict=False), start=1)
            if seed is not None]


def chain_view(state: ChainHolder) -> dict[str, Any]:
    """What the table shows of the game's seed chain: its public end (null for a game made before
    chains), the contributions made so far, and the seats whose contribution round 1 still waits
    for."""
    return {"deal_chain": None if state.chain is None else {
                "commitment": chain_commitment(state.chain), "length": CHAIN_LENGTH},
            "contributions": listed(state.contributions), "waiting_for": list(waiting_for(state))}


__all__ = ["chain_view", "deal_commitment", "deals_revealed", "verify_fixed_seed"]
