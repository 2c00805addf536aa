"""The registry of game kinds: every ruleset id finds its kind, an unknown one is refused, and
each kind's referee answers the golden disputes of its game with verdicts of one shape."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.games.kinds import (
    KINDS,
    LARGEST_TARGET,
    RULES,
    RULESET_IDS,
    SCORING_RULESET_IDS,
    find_kind,
    kind_of,
    scoring_of,
)
from racko_api.games.rack_o.kind import RACK_O_KIND
from racko_api.games.rack_o.presets import PRESETS
from racko_api.games.super_rack_o.kind import SUPER_RACK_O_KIND

DATA = Path(__file__).parents[1] / "data"


def _cases(name: str, expect: str) -> list[tuple[str, bool, dict[str, Any], dict[str, Any]]]:
    """(id, is a move, request, expected answer) of every check dispute in a golden file that is
    answered with a verdict (the refusals are the referees' own tests)."""
    cases = json.loads((DATA / name).read_text(encoding="utf-8"))["cases"]
    return [(c["id"], c["endpoint"] == "/v1/check/move", c["request"], c[expect]) for c in cases
            if c["endpoint"] in ("/v1/check/rack", "/v1/check/move") and c[expect]["status"] == 200]


DISPUTES = _cases("disputes.json", "expect") + _cases("disputes_super_rack_o.json", "answer")


@pytest.mark.parametrize("ruleset_id", list(PRESETS))
def test_every_preset_is_played_as_rack_o(ruleset_id: str) -> None:
    assert kind_of(ruleset_id) is RACK_O_KIND is find_kind(ruleset_id)
    assert ruleset_id in RACK_O_KIND.ruleset_ids


def test_super_rack_o_is_its_own_kind() -> None:
    kind = kind_of("super-rack-o")
    assert kind is SUPER_RACK_O_KIND and kind.id == "super-rack-o"
    assert kind.ruleset_ids == ("super-rack-o",)
    assert RACK_O_KIND.id == "rack-o"
    assert {k.id: k for k in KINDS.values()} == KINDS


def test_every_ruleset_id_belongs_to_exactly_one_kind() -> None:
    owners = [k.id for k in KINDS.values() for r in k.ruleset_ids]
    assert len(owners) == len(RULESET_IDS) == len(set(RULESET_IDS)) == len(PRESETS) + 1


def test_only_a_game_whose_racks_score_points_is_scored() -> None:
    assert scoring_of("hasbro") is RACK_O_KIND.scoring and SUPER_RACK_O_KIND.scoring is None
    assert SCORING_RULESET_IDS == tuple(PRESETS)
    with pytest.raises(InvalidInput) as refused:
        scoring_of("super-rack-o")
    (error,) = refused.value.errors
    assert error.field == "ruleset" and "super-rack-o" not in error.message
    assert all(r in error.message for r in PRESETS)
    with pytest.raises(InvalidInput):
        scoring_of("monopoly")


def test_a_table_may_set_the_largest_target_of_any_game() -> None:
    assert LARGEST_TARGET == max(k.sheet.max_target for k in KINDS.values())
    assert RACK_O_KIND.sheet.max_target == LARGEST_TARGET > SUPER_RACK_O_KIND.sheet.max_target == 50


@pytest.mark.parametrize("unknown", ["monopoly", "", "HASBRO", None, 7])
def test_an_unknown_ruleset_is_refused_naming_every_known_one(unknown: object) -> None:
    assert find_kind(unknown) is None
    with pytest.raises(InvalidInput) as refused:
        kind_of(unknown)
    (error,) = refused.value.errors
    assert error.field == "ruleset"
    assert all(r in error.message for r in RULESET_IDS)


@pytest.mark.parametrize(("case", "move", "request_", "expect"), DISPUTES, ids=[c[0] for c in DISPUTES])
def test_each_kind_answers_its_disputes_in_one_verdict_shape(case: str, move: bool,
                                                             request_: dict[str, Any],
                                                             expect: dict[str, Any]) -> None:
    """One call for either game: look the kind up, ask its referee; the answer cites the rules."""
    kind = kind_of(request_["ruleset"])
    answer = (kind.check_move if move else kind.check_rack)(request_)
    assert answer["legal"] is expect["legal"]
    assert [r["rule"] for r in answer["reasons"]] == expect["rules"]
    assert all(r["rule"] in RULES and r["text"] for r in answer["reasons"])
    if move and not answer["legal"]:
        assert answer["rack_after"] is None
