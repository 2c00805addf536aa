"""Rack-O as the layers above see it: its referee, engine, views, bots and advisor in one `Kind`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from racko_api.core.kind import Kind
from racko_api.core.traits import RoundForm, ScoreUnit, Traits
from racko_api.games.rack_o import actions, answers, engine, state, views
from racko_api.games.rack_o.bots import BOTS, bot_move
from racko_api.games.rack_o.bots.seat_advice import advise_seat
from racko_api.games.rack_o.decisions import RACK_O_DECISIONS
from racko_api.games.rack_o.event_types import RACK_O_EVENT_TYPES
from racko_api.games.rack_o.forms import RACK_O_FORMS
from racko_api.games.rack_o.plays import RACK_O_PLAYS
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.racks import RACK_SIZE
from racko_api.games.rack_o.ruleset import GAME, Ruleset
from racko_api.games.rack_o.scoring_answers import SCORING
from racko_api.games.rack_o.sheet import RACK_O_SHEET
from racko_api.games.rack_o.texts import RACK_O_TEXTS
from racko_api.games.rack_o.views import SeatView


def _ruleset(ruleset_id: str, options: Mapping[str, Any] | None) -> Ruleset:
    return get_ruleset(ruleset_id, dict(options) if options else None)


RACK_O_KIND: Kind[state.GameState, actions.Action, Ruleset, SeatView] = Kind(
    id=GAME, name="Rack-O", editions=answers.EDITIONS, check_rack=answers.check_rack,
    check_move=answers.check_move, advise_position=answers.advise_position,
    recompute_deal=answers.recompute_deal,
    engine=engine, ruleset=_ruleset, read_action=actions.action_from_dict,
    action_types=tuple(t.value for t in actions.ActionType), plays=tuple(p.value for p in RACK_O_PLAYS),
    load=state.from_dict, public_view=views.public_view, view=views.view,
    bots=BOTS, bot_move=bot_move, advise=advise_seat,
    traits=Traits(score_unit=ScoreUnit(engine.SCORE_UNIT), rack_sides=1, rack_slots=RACK_SIZE, wilds=False,
                  round_forms=(RoundForm.RACKS, RoundForm.SCORING_CARDS)),
    sheet=RACK_O_SHEET, event_types=RACK_O_EVENT_TYPES, rules=(), texts=RACK_O_TEXTS,
    scoring=SCORING, decisions=RACK_O_DECISIONS,
    forms=RACK_O_FORMS,
)

KIND = RACK_O_KIND
"""The game as the registry (`racko_api.games.kinds`) reads it, by one name in every game package."""
