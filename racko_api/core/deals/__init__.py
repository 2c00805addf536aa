"""Verifiable deals: each round is shuffled from a secret seed text the server commits to first.

`seeds` draws a seed and makes its commitment (SHA-256); `stream` turns a seed text into the
numbers that shuffle the deck. The procedure is written out in docs/deals.md so anyone can
recompute a deal without this code.
"""

from racko_api.core.deals.seeds import SEED_BYTES, commitment, new_seed, reveal, round_seed, table_rng
from racko_api.core.deals.stream import SeedStream

__all__ = ["SEED_BYTES", "SeedStream", "commitment", "new_seed", "reveal", "round_seed", "table_rng"]
