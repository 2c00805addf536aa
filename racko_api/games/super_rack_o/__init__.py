"""Super Rack-O (the S- rules of the catalogue): the double rack, wilds, swap, reverse, a pure engine.

Standard library only: no web, schema or database import, so the checker, the game API and
the bots all call the same `verify_` functions.
"""

from racko_api.games.super_rack_o.actions import Action, ActionType, action_from_dict, action_to_dict
from racko_api.games.super_rack_o.bots import BOTS, basic_bot, bot_move, random_bot
from racko_api.games.super_rack_o.build import build_state
from racko_api.games.super_rack_o.cards import (
    Card,
    Colour,
    Kind,
    card_from_dict,
    card_to_dict,
    format_card,
    parse_card,
    read_card,
)
from racko_api.games.super_rack_o.deal import DEAL_ORDER, deal, zigzag
from racko_api.games.super_rack_o.deck import DECK, DECK_SIZE, PhysicalCard, face
from racko_api.games.super_rack_o.engine import (
    apply,
    awaited_seat,
    can_apply,
    legal_actions,
    may_call,
    new_game,
    seats_to_act,
    verify_action,
)
from racko_api.games.super_rack_o.events import Event
from racko_api.games.super_rack_o.rack import (
    ROWS,
    SLOTS,
    DoubleRack,
    Slot,
    rack_to_dict,
    read_rack,
    read_slot,
)
from racko_api.games.super_rack_o.reasons import RowReason
from racko_api.games.super_rack_o.state import GameState, Phase, from_dict
from racko_api.games.super_rack_o.turn import (
    can_discard,
    can_take_discard,
    verify_discard,
    verify_take_discard,
)
from racko_api.games.super_rack_o.views import SeatView, public_view, seat_view, view
from racko_api.games.super_rack_o.wilds import SideValues, solve_side
from racko_api.games.super_rack_o.win import RackVerdict, can_super_rack_o, rack_verdict, verify_super_rack_o

__all__ = [
    "BOTS", "DEAL_ORDER", "DECK", "DECK_SIZE", "ROWS", "SLOTS", "Action", "ActionType", "Card",
    "Colour", "DoubleRack", "Event", "GameState", "Kind", "Phase", "PhysicalCard", "RackVerdict",
    "RowReason", "SeatView", "SideValues", "Slot", "action_from_dict", "action_to_dict", "apply",
    "awaited_seat", "basic_bot", "bot_move", "build_state", "can_apply", "can_discard",
    "can_super_rack_o", "can_take_discard", "card_from_dict", "card_to_dict", "deal", "face",
    "format_card", "from_dict", "legal_actions", "may_call", "new_game", "parse_card", "public_view",
    "rack_to_dict", "rack_verdict", "random_bot", "read_card", "read_rack", "read_slot", "seat_view",
    "seats_to_act", "solve_side",
    "verify_action", "verify_discard", "verify_super_rack_o", "verify_take_discard", "view", "zigzag",
]
