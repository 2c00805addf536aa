"""Computer players: pure functions from a seat's view (and a random source) to an action.

`random` plays any legal action, `basic` is a plain greedy player, `strong` plans its rack
from the gaps it must fill and the cards it has seen, `expert` plays what the advisor
(`advisor.py`) ranks first.
"""

from __future__ import annotations

from racko_api.games.rack_o.bots.basic import basic_bot
from racko_api.games.rack_o.bots.expert import expert_bot
from racko_api.games.rack_o.bots.play import Bot, bot_move, run_bots
from racko_api.games.rack_o.bots.random_bot import random_bot
from racko_api.games.rack_o.bots.strong import strong_bot

BOTS: dict[str, Bot] = {"random": random_bot, "basic": basic_bot, "strong": strong_bot,
                        "expert": expert_bot}

__all__ = ["BOTS", "Bot", "basic_bot", "expert_bot", "bot_move", "random_bot", "run_bots", "strong_bot"]
