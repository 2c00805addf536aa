"""Each kind's traits (what GET /v1/rulesets tells the page) agree with what its engine does: the
rack a seat is dealt has the sides and slots they name, and a table counts in their score unit."""

from __future__ import annotations

from typing import Any

import pytest

from racko_api.core.kind import Kind
from racko_api.core.traits import RoundForm
from racko_api.games.kinds import KINDS


def _dealt(kind: Kind[Any, Any, Any, Any]) -> dict[str, Any]:
    ruleset = kind.ruleset(kind.ruleset_ids[0], None)
    state, _ = kind.engine.new_game(ruleset, 2, seed=7)
    return kind.view(state, 0)


@pytest.mark.parametrize("kind", KINDS.values(), ids=list(KINDS))
def test_a_seat_is_dealt_the_rack_its_traits_describe(kind: Kind[Any, Any, Any, Any]) -> None:
    rack = _dealt(kind)["rack"]
    sides = list(rack.values()) if isinstance(rack, dict) else [rack]
    assert len(sides) == kind.traits.rack_sides
    assert all(len(side) == kind.traits.rack_slots for side in sides)


@pytest.mark.parametrize("kind", KINDS.values(), ids=list(KINDS))
def test_a_table_counts_in_the_score_unit_its_traits_name(kind: Kind[Any, Any, Any, Any]) -> None:
    assert _dealt(kind)["score_unit"] == kind.traits.score_unit.value == kind.traits.to_dict()["score_unit"]


@pytest.mark.parametrize("kind", KINDS.values(), ids=list(KINDS))
def test_a_sheet_takes_a_round_as_racks_or_as_who_won_it(kind: Kind[Any, Any, Any, Any]) -> None:
    forms = set(kind.traits.round_forms)
    assert forms and (RoundForm.RACKS in forms) != (RoundForm.WINNER in forms)
