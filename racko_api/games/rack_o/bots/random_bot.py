"""The `random` bot: a uniformly random legal action."""

from __future__ import annotations

import random

from racko_api.games.rack_o.actions import Action
from racko_api.games.rack_o.views import SeatView


def random_bot(view: SeatView, rng: random.Random) -> Action | None:
    """Any legal action, each as likely; None when this seat has nothing to do."""
    return rng.choice(view.legal_actions) if view.legal_actions else None


__all__ = ["random_bot"]
