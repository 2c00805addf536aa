"""A round's seed: 64 hex digits from a cryptographic source, shown first only as its SHA-256.

Before the first move the table shows the commitment `sha256(seed text)`; when the round is over
it shows the seed, and anyone can check the two agree and recompute the deal from it.
"""

from __future__ import annotations

import hashlib
import random
import secrets
from typing import Any

SEED_BYTES = 32


def new_seed(rng: random.Random | None = None) -> str:
    """A fresh seed text: 64 lowercase hex digits from `secrets`.

    A generator that is not the system's (a fixed seed, for tests and replays only) draws the
    digits instead, so such a game is reproducible.
    """
    if rng is None or isinstance(rng, random.SystemRandom):
        return secrets.token_hex(SEED_BYTES)
    return f"{rng.getrandbits(8 * SEED_BYTES):0{2 * SEED_BYTES}x}"


def table_rng(fixed: int | None, purpose: str) -> random.Random:
    """Where a game's engine draws every random choice: the system's secure source, or, for a
    game with a fixed seed (tests and replays only), a generator fixed by that seed and `purpose`
    (such as "round 3"), so the same game replays alike whatever was stored in between."""
    return secrets.SystemRandom() if fixed is None else random.Random(f"{fixed}:{purpose}")


def round_seed(fixed: int | None, round_number: int) -> str:
    """The seed text of round `round_number` of a game (see `table_rng`)."""
    return new_seed(table_rng(fixed, f"round {round_number}"))


def commitment(seed: str) -> str:
    """SHA-256 of the seed text's UTF-8 bytes, as 64 lowercase hex digits.

    >>> commitment("abc")
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
    """
    return hashlib.sha256(seed.encode()).hexdigest()


def reveal(round_number: int, seed: str) -> dict[str, Any]:
    """A finished round's deal as the table and the event log show it."""
    return {"round": round_number, "commitment": commitment(seed), "seed": seed}


__all__ = ["SEED_BYTES", "commitment", "new_seed", "reveal", "round_seed", "table_rng"]
