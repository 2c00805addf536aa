"""Super Rack-O (the S- rules of the catalogue): the double rack, wilds, swap, reverse, a pure engine.

Standard library only: no web, schema or database import, so the checker, the game API and
the bots all call the same `verify_` functions.
"""

from .actions import Action, action_from_dict, action_to_dict
from .bots import BOTS, basic_bot, random_bot
from .build import build_state
from .cards import Card, Colour, Kind, card_from_dict, card_to_dict, format_card, parse_card, read_card
from .deal import DEAL_ORDER, deal, zigzag
from .deck import DECK, DECK_SIZE, PhysicalCard, face
from .engine import (
    apply,
    awaited_seat,
    can_apply,
    legal_actions,
    may_call,
    new_game,
    seats_to_act,
    verify_action,
)
from .events import Event
from .rack import ROWS, SLOTS, DoubleRack, Slot, rack_to_dict, read_rack, read_slot
from .reasons import RowReason
from .state import GameState, Phase, from_dict
from .turn import can_discard, can_take_discard, verify_discard, verify_take_discard
from .views import public_view, view
from .wilds import SideValues, solve_side
from .win import RackVerdict, can_super_rack_o, rack_verdict, verify_super_rack_o

__all__ = [
    "BOTS", "DEAL_ORDER", "DECK", "DECK_SIZE", "ROWS", "SLOTS", "Action", "Card", "Colour",
    "DoubleRack", "Event", "GameState", "Kind", "Phase", "PhysicalCard", "RackVerdict", "RowReason",
    "SideValues", "Slot", "action_from_dict", "action_to_dict", "apply", "awaited_seat",
    "basic_bot", "build_state", "can_apply", "can_discard", "can_super_rack_o", "can_take_discard",
    "card_from_dict", "card_to_dict", "deal", "face", "format_card", "from_dict",
    "legal_actions", "may_call", "new_game", "parse_card", "public_view", "rack_to_dict",
    "rack_verdict", "random_bot", "read_card", "read_rack", "read_slot", "seats_to_act", "solve_side",
    "verify_action", "verify_discard", "verify_super_rack_o", "verify_take_discard", "view", "zigzag",
]
