"""The Rack-O game engine (pure Python): deal, turns, restock, going Rack-O, rounds to the target.

Every rule is a call into `racko_api.rules`; this package only keeps the table in order:
who holds which card, whose turn it is, and what each seat may see.
"""

from .actions import Action, ActionType, action_from_dict, action_to_dict
from .engine import apply, awaited_seat, can_apply, legal_actions, may_call, new_game, verify_action
from .events import Event
from .state import GameState, Phase, RoundResult, from_dict
from .views import SeatView, public_view, seat_view, view

__all__ = ["Action", "ActionType", "Event", "GameState", "Phase", "RoundResult", "SeatView",
           "action_from_dict", "action_to_dict", "apply", "awaited_seat", "can_apply", "from_dict",
           "legal_actions", "may_call", "new_game", "public_view", "seat_view", "verify_action", "view"]
