"""A round as phones send it is loaded in one pass (`plain_round`); the schema's fields load
everything else. Whatever the input, the one-pass load either declines or gives exactly what the
fields give, keys in the same order."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from racko_api.api.schemas.scoresheets import RoundIn, plain_round
from racko_api.core.names import normal_name, shows_as_typed

from ..plain_loads import declines_or_agrees, takes_in_one_pass

ROUND_IN = RoundIn()

ODD = st.one_of(st.none(), st.booleans(), st.floats(allow_nan=False), st.text(max_size=3),
                st.lists(st.integers(), max_size=2),
                st.dictionaries(st.text(max_size=2), st.integers(), max_size=1))
NAMES = st.one_of(st.text(max_size=42), ODD)
CARDS = st.one_of(st.integers(-3, 70), st.none(), ODD)
RACKS = st.one_of(st.lists(st.integers(1, 60), min_size=10, max_size=10),
                  st.lists(st.one_of(st.integers(1, 60), st.none()), min_size=10, max_size=10),
                  st.lists(CARDS, min_size=8, max_size=12), ODD)
COUNTS = st.one_of(st.integers(-2, 12), ODD)
ENTRIES = st.fixed_dictionaries({}, optional={"player": NAMES, "rack": RACKS, "scoring_cards": COUNTS,
                                              "run": COUNTS, "points": st.integers()})
ROUNDS = st.fixed_dictionaries({}, optional={
    "rack_o": NAMES, "entries": st.one_of(st.lists(st.one_of(ENTRIES, ODD), max_size=5), ODD),
    "winner": NAMES})

# Names as they are kept: no control, format or invisible characters, lone surrogates or line
# separators; NFC-normalised, with no space at either end.
VALID_NAMES = st.text(st.characters(exclude_categories=("Cc", "Cs", "Co", "Zl", "Zp", "Cf")), min_size=1,
                      max_size=40).map(normal_name).filter(lambda s: len(s) >= 1 and shows_as_typed(s))
VALID_ENTRIES = st.fixed_dictionaries({"player": VALID_NAMES}, optional={
    "rack": st.lists(st.one_of(st.integers(1, 60), st.none()), min_size=10, max_size=10),
    "scoring_cards": st.integers(0, 10), "run": st.integers(1, 10)})
VALID_ROUNDS = st.fixed_dictionaries({"entries": st.lists(VALID_ENTRIES, min_size=2, max_size=4)},
                                     optional={"rack_o": VALID_NAMES})


@settings(max_examples=600)
@given(ROUNDS)
def test_the_one_pass_load_declines_or_agrees_with_the_fields(data: dict[str, Any]) -> None:
    declines_or_agrees(ROUND_IN, data)


@settings(max_examples=300)
@given(VALID_ROUNDS)
def test_every_round_the_fields_take_plainly_is_taken_in_one_pass(data: dict[str, Any]) -> None:
    plain = takes_in_one_pass(ROUND_IN, data)
    assert plain["entries"] is not data["entries"]  # a copy: the body is never shared


def test_a_bad_round_is_still_refused_naming_the_field() -> None:
    bad = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 11}, {"player": "Bo", "run": 0}]}
    assert plain_round(bad) is None
    try:
        ROUND_IN.load(bad)
    except ValidationError as exc:
        assert set(exc.messages["entries"]) == {0, 1}  # type: ignore[call-overload,index]
    else:
        raise AssertionError("a round with impossible counts was taken")
