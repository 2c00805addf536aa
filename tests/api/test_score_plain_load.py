"""POST /v1/score loads a preset's rack in one pass (`plain_score`); the schema's fields load
everything else (house rules, bad input). Whatever the input, the one-pass load declines or
gives exactly what the fields give, keys in the same order."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from racko_api.api.schemas.score import ScoreIn, plain_score
from racko_api.games.rack_o.presets import PRESETS

from .plain_loads import declines_or_agrees, takes_in_one_pass

SCORE_IN = ScoreIn()
ODD = st.one_of(st.none(), st.floats(allow_nan=False), st.text(max_size=3),
                st.lists(st.integers(), max_size=2),
                st.dictionaries(st.text(max_size=2), st.integers(), max_size=1))
RULESETS = st.one_of(st.sampled_from([*PRESETS, "super-rack-o", "HASBRO", ""]), ODD, st.booleans())
RACKS = st.one_of(st.lists(st.one_of(st.integers(1, 60), st.none()), min_size=10, max_size=10),
                  st.lists(st.one_of(st.integers(-3, 70), st.none(), st.booleans(), ODD),
                           min_size=9, max_size=11),
                  ODD)
BODIES = st.fixed_dictionaries({}, optional={
    "ruleset": RULESETS, "players": st.one_of(st.integers(0, 6), st.booleans(), ODD), "rack": RACKS,
    "rack_o": st.one_of(st.booleans(), st.integers(0, 1), ODD), "options": st.one_of(st.just({}), ODD),
    "teams": st.booleans()})
PLAIN_BODIES = st.fixed_dictionaries(
    {"ruleset": st.sampled_from(list(PRESETS)), "players": st.integers(2, 4),
     "rack": st.lists(st.one_of(st.integers(1, 60), st.none()), min_size=10, max_size=10)},
    optional={"rack_o": st.booleans()})


@settings(max_examples=600)
@given(BODIES)
def test_the_one_pass_load_declines_or_agrees_with_the_fields(data: dict[str, Any]) -> None:
    declines_or_agrees(SCORE_IN, data)


@settings(max_examples=300)
@given(PLAIN_BODIES)
def test_every_preset_rack_is_taken_in_one_pass(data: dict[str, Any]) -> None:
    assert takes_in_one_pass(SCORE_IN, data)["rack"] is not data["rack"]


def test_house_rules_and_bad_input_go_through_the_fields(client: Any) -> None:
    rack = [3, 10, 13, 19, 22, 23, 41, 47, 55, 57]
    assert plain_score({"ruleset": "hasbro", "players": 2, "rack": rack, "options": {"target": 300}}) is None
    for bad in ({"ruleset": ["hasbro"], "players": 2, "rack": rack},  # unhashable: no crash
                {"ruleset": "hasbro", "players": True, "rack": rack},
                {"ruleset": "hasbro", "players": 2, "rack": rack, "rack_o": 1}):
        assert plain_score(bad) is None
        answer = client.post("/v1/score", json=bad)
        assert answer.status_code == 422 and answer.mimetype == "application/problem+json", bad
