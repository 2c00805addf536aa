"""Super Rack-O as the layers above see it: its referee, engine, views, bots and advisor in one `Kind`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from racko_api.core.kind import Kind
from racko_api.core.traits import RoundForm, ScoreUnit, Traits
from racko_api.games.super_rack_o import actions, answers, engine, state, views
from racko_api.games.super_rack_o.advisor import advise_seat
from racko_api.games.super_rack_o.bots import BOTS, bot_move
from racko_api.games.super_rack_o.cards import Colour
from racko_api.games.super_rack_o.event_types import SUPER_RACK_O_EVENT_TYPES
from racko_api.games.super_rack_o.forms import SUPER_RACK_O_FORMS
from racko_api.games.super_rack_o.plays import SUPER_RACK_O_PLAYS
from racko_api.games.super_rack_o.rack import ROWS
from racko_api.games.super_rack_o.rules import SUPER_RACK_O_RULES, SUPER_RACK_O_TEXTS
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O, SUPER_RACK_O_ID, SuperRuleset
from racko_api.games.super_rack_o.sheet import SUPER_RACK_O_SHEET
from racko_api.games.super_rack_o.views import SeatView


def _ruleset(ruleset_id: str, options: Mapping[str, Any] | None) -> SuperRuleset:
    return SUPER_RACK_O.with_options(options)


SUPER_RACK_O_KIND: Kind[state.GameState, actions.Action, SuperRuleset, SeatView] = Kind(
    id=SUPER_RACK_O_ID, name="Super Rack-O", editions=answers.EDITIONS, check_rack=answers.check_rack,
    check_move=answers.check_move, advise_position=answers.advise_position,
    recompute_deal=answers.recompute_deal, engine=engine, ruleset=_ruleset,
    read_action=actions.action_from_dict, action_types=tuple(t.value for t in actions.ActionType),
    plays=tuple(p.value for p in SUPER_RACK_O_PLAYS), load=state.from_dict,
    public_view=views.public_view, view=views.view,
    bots=BOTS, bot_move=bot_move, advise=advise_seat,
    sheet=SUPER_RACK_O_SHEET, event_types=SUPER_RACK_O_EVENT_TYPES,
    traits=Traits(score_unit=ScoreUnit(engine.SCORE_UNIT), rack_sides=len(Colour), rack_slots=ROWS,
                  wilds=True, round_forms=(RoundForm.WINNER, RoundForm.WINNER_RACK)),
    rules=SUPER_RACK_O_RULES, texts=SUPER_RACK_O_TEXTS,
    forms=SUPER_RACK_O_FORMS,
)

KIND = SUPER_RACK_O_KIND
"""The game as the registry (`racko_api.games.kinds`) reads it, by one name in every game package."""
