"""Super Rack-O's forms as plain values: a double rack of two coloured sides, and its bounds."""

from __future__ import annotations

from racko_api.core.forms import FormFamily, Forms
from racko_api.core.restock import Restock
from racko_api.games.super_rack_o.cards import TOP_VALUE
from racko_api.games.super_rack_o.deal import MAX_PLAYERS, MIN_PLAYERS
from racko_api.games.super_rack_o.rack import ROWS
from racko_api.games.super_rack_o.referee import Aimed
from racko_api.games.super_rack_o.ruleset import MAX_WINS_NEEDED

SUPER_RACK_O_FORMS = Forms(family=FormFamily.DOUBLE_RACK, facts={
    "rows": ROWS,  # on each side, row 1 the low end
    "top_value": TOP_VALUE,  # the highest number card
    "players": (MIN_PLAYERS, MAX_PLAYERS),
    "max_wins": MAX_WINS_NEEDED,  # the most won rounds a target may ask for
    "restock": tuple(m.value for m in Restock),  # the `restock` option's values, the default first
    "aimed": tuple(a.value for a in Aimed),  # what an opponent may aim at a seat
})
"""What the API builds Super Rack-O's request and answer forms from."""
