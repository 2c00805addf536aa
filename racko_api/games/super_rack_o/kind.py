"""Super Rack-O as the layers above see it: its referee, engine, views, bots and advisor in one `Kind`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from racko_api.core.kind import Kind, Table
from racko_api.core.verdicts import MoveVerdict, Verdict
from racko_api.games.super_rack_o import actions, engine, referee, state, views
from racko_api.games.super_rack_o.advisor import advise_seat
from racko_api.games.super_rack_o.bots import BOTS, bot_move
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O, SUPER_RACK_O_ID, SuperRuleset
from racko_api.games.super_rack_o.views import SeatView


def _check_rack(table: Table) -> Verdict:
    return referee.check_rack(table["blue"], table["red"])


def _check_move(table: Table) -> MoveVerdict[Any, Any, Any, Any]:
    return referee.check_move(table["blue"], table["red"], table["play"],
                                    card=table.get("card"), taken_from=table.get("taken_from"),
                                    slot=table.get("slot"), row=table.get("row"),
                                    pending=table.get("pending"))


def _ruleset(ruleset_id: str, options: Mapping[str, Any] | None) -> SuperRuleset:
    return SUPER_RACK_O.with_options(options)


SUPER_RACK_O_KIND: Kind[state.GameState, actions.Action, SuperRuleset, SeatView] = Kind(
    id=SUPER_RACK_O_ID, ruleset_ids=(SUPER_RACK_O_ID,), check_rack=_check_rack,
    check_move=_check_move, engine=engine, ruleset=_ruleset,
    read_action=actions.action_from_dict, load=state.from_dict,
    public_view=views.public_view, view=views.view,
    bots=BOTS, bot_move=bot_move, advise=advise_seat,
)
