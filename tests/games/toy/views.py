"""What the toy table shows: to anyone (`public_view`) and to one seat (`view`)."""

from __future__ import annotations

from typing import Any

from racko_api.core.deals.chain import waiting_for

from .engine import TOY_ENGINE
from .state import TOY_ID, TOY_RULESET, ToyState


def public_view(state: ToyState) -> dict[str, Any]:
    return {"game": TOY_ID, "ruleset": TOY_RULESET, "phase": str(state.phase), "turn": state.turn,
            "waiting_for": list(waiting_for(state)), "stock_count": len(state.stock),
            "discard_top": state.discard[-1] if state.discard else None, "winner": state.winner}


def view(state: ToyState, seat: int) -> dict[str, Any]:
    return {**public_view(state), "seat": seat,
            "rack": list(state.racks[seat]) if state.racks else None,
            "hand": state.hand if state.turn == seat else None,
            "legal_actions": [a.to_dict() for a in TOY_ENGINE.legal_actions(state, seat)]}
