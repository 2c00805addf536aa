"""Rack-O's forms as plain values: one rack of printed slot labels, its options, the advisor's figures."""

from __future__ import annotations

from racko_api.core.forms import FormFamily, Forms
from racko_api.games.rack_o.bots import advisor, choices
from racko_api.games.rack_o.bots.denial import SAMPLES
from racko_api.games.rack_o.racks import SLOT_LABELS
from racko_api.games.rack_o.ruleset import BY_PLAYERS, OPTION_SPECS, RunScope

RACK_O_FORMS = Forms(family=FormFamily.SINGLE_RACK, options=OPTION_SPECS, facts={
    "slot_labels": SLOT_LABELS,  # a slot as printed on the rack, low end first
    "by_players": BY_PLAYERS,  # the `deck` option's word for the deck by player count
    "run_scopes": tuple(s.value for s in RunScope),  # where a run is needed to go out
    # what the advice's texts cite: the draws it looks ahead, at the deal and at the least, the
    # choices looked at further and the share of the best they are picked from, the cards tried
    # while a run must be planned, a tie, "soon", and how often the next player's rack is sampled
    "horizon": choices.HORIZON, "min_horizon": choices.MIN_HORIZON, "looked_at": advisor.LOOKED_AT,
    "close": advisor.CLOSE, "spread": advisor.SPREAD, "tie": choices.TIE, "soon": choices.SOON,
    "gift_samples": SAMPLES,
})
"""What the API builds Rack-O's request and answer forms from."""
