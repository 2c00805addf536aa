"""A game state set up from a described table: racks, stock and discard pile as given.

For tests, examples and replays: the state is checked as a stored one would be (every card
of the deck in exactly one place), so a position that cannot happen is refused.
"""

from __future__ import annotations

from collections.abc import Sequence

from racko_api.core.deals import round_seed
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.rack_o.deal import verify_table
from racko_api.games.rack_o.racks import RACK_SIZE
from racko_api.games.rack_o.ruleset import Ruleset
from racko_api.games.rack_o.state import GameState, Phase, consistency_errors


def position(ruleset: Ruleset, racks: Sequence[Sequence[int | None]], *, discard: Sequence[int],
             stock: Sequence[int] | None = None, next_cards: Sequence[int] = (), turn: int = 1,
             dealer: int | None = None, seed: int | None = 0, round: int = 1) -> GameState:
    """A round in progress with these racks and discard pile (bottom first).

    `stock` lists the stock bottom first (its last card is drawn next); by default it holds
    every other card of the deck, highest on top, under `next_cards` (the first is drawn
    first). It is `turn`'s go, about to take a card.
    """
    players, top = verify_table(ruleset, len(racks))
    if stock is None:
        used = {c for r in racks for c in r if c is not None} | set(discard) | set(next_cards)
        stock = [c for c in range(1, top + 1) if c not in used] + list(reversed(next_cards))
    opts = ruleset.options
    state = GameState(
        ruleset=ruleset, players=players, top=top, seed=seed,
        first_dealer={"method": "given", "dealer": (turn - 1) % players},
        round=round, dealer=(turn - 1) % players if dealer is None else dealer, turn=turn,
        phase=Phase.DRAW, racks=tuple(tuple(r) for r in racks), stock=tuple(stock),
        discard=tuple(discard), totals=(0,) * players,
        seen=sum(1 << c for c in discard),
        shown=tuple(tuple(r) if opts.open_racks else (None,) * RACK_SIZE for r in racks),
        # what a later restock shuffles by
        deal_seeds=tuple(round_seed(seed, n) for n in range(1, round + 1)),
    )
    problems = consistency_errors(state)
    if problems:
        raise InvalidInput(tr("not a position of this game: {problems}", problems=list(problems[:3])),
                           errors=tuple(FieldError("position", p) for p in problems))
    return state


__all__ = ["position"]
