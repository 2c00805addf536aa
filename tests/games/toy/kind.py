"""The toy game as the layers above `games/` see it: one `Kind`, registered by the tests."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from racko_api.core.bot_loop import Bot
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.kind import Answer, Edition, Kind, Table
from racko_api.core.traits import RoundForm, ScoreUnit, Traits
from racko_api.core.words import tr

from .engine import TOY_ENGINE, TOY_EVENT_TYPES, in_order
from .sheet import TOY_SHEET
from .state import RACK_SIZE, TOY_ID, TOY_RULESET, Phase, ToyAction, ToyRuleset, ToyState
from .views import public_view, view

ToyView = dict[str, Any]


def _bad(field: str, message: Any) -> InvalidInput:
    return InvalidInput(message, errors=(FieldError(field, message),))


def ruleset(ruleset_id: str, options: Mapping[str, Any] | None) -> ToyRuleset:
    if options:
        raise _bad("options", tr("{ruleset} has no options", ruleset=ruleset_id))
    return ToyRuleset()


def read_action(body: object) -> ToyAction:
    if not isinstance(body, Mapping) or body.get("type") not in ("draw_stock", "discard", "exchange"):
        raise _bad("type", tr("one of {choices}", choices="draw_stock, discard, exchange"))
    slot = body.get("slot")
    if body["type"] != "exchange":
        return ToyAction(body["type"])
    if type(slot) is not int or not 0 <= slot < RACK_SIZE:
        raise _bad("slot", tr("0 to {most}", most=RACK_SIZE - 1))
    return ToyAction("exchange", slot)


def check_rack(table: Table) -> Answer:
    rack = table.get("rack")
    if not isinstance(rack, list) or len(rack) != RACK_SIZE or any(type(c) is not int for c in rack):
        raise _bad("rack", tr("{size} whole numbers", size=RACK_SIZE))
    return {"ruleset": TOY_RULESET, "wins": in_order(rack)}


def _none(table: Table) -> Answer:
    raise _bad("ruleset", tr("{ruleset} has no such answer", ruleset=TOY_RULESET))


def first_legal(seat_view: ToyView, rng: random.Random) -> ToyAction | None:
    """A bot that plays the first action its view offers."""
    legal = seat_view["legal_actions"]
    return read_action(legal[0]) if legal else None


def bot_move(state: ToyState, bots: Sequence[Bot[ToyView, ToyAction] | None],
             rng: random.Random) -> tuple[int, ToyAction] | None:
    if state.phase != Phase.PLAYING or state.turn is None or bots[state.turn] is None:
        return None
    bot = bots[state.turn]
    assert bot is not None
    action = bot(view(state, state.turn), rng)
    return None if action is None else (state.turn, action)


def advise(state: ToyState, seat: int, call_window: bool) -> dict[str, Any]:
    legal = TOY_ENGINE.legal_actions(state, seat)
    return {"action": legal[0].to_dict() if legal else None}


EDITION = Edition(id=TOY_RULESET, game=TOY_ID, title="Toy", source="the tests",
                  summary="three cards, in ascending order", players=ToyRuleset().players,
                  options={}, rules=())

TOY_KIND: Kind[ToyState, ToyAction, ToyRuleset, ToyView] = Kind(
    id=TOY_ID, name="Toy", editions={TOY_RULESET: EDITION}, check_rack=check_rack, check_move=_none,
    advise_position=_none, recompute_deal=_none, engine=TOY_ENGINE, ruleset=ruleset,
    read_action=read_action, load=ToyState.from_dict, public_view=public_view, view=view,
    bots={"basic": first_legal}, bot_move=bot_move, advise=advise, sheet=TOY_SHEET,
    event_types=TOY_EVENT_TYPES, rules=(), texts=(), action_types=("draw_stock", "discard", "exchange"),
    plays=(),
    traits=Traits(score_unit=ScoreUnit.POINTS, rack_sides=1, rack_slots=3, wilds=False,
                  round_forms=(RoundForm.WINNER,)))

KIND = TOY_KIND
"""The game as the registry (`racko_api.games.kinds`) reads it, by one name in every game package."""
