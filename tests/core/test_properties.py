"""Properties of the core that must hold for every rack, checked against plain restatements of the rules."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.racko import can_go_rack_o
from racko_api.games.rack_o.ruleset import Ruleset, RunScope
from racko_api.games.rack_o.scoring import score_rack

HASBRO_EDITIONS = ("hasbro", "hasbro-bonus", "hasbro-partners")
Table = tuple[Ruleset, int, tuple[int, ...]]


def ascending(rack: tuple[int, ...]) -> bool:
    return all(a < b for a, b in pairwise(rack))


def longest_consecutive(rack: tuple[int, ...]) -> int:
    best = current = 1
    for a, b in pairwise(rack):
        current = current + 1 if b == a + 1 else 1
        best = max(best, current)
    return best


def leading(rack: tuple[int, ...]) -> int:
    count = 1
    while count < len(rack) and rack[count] > rack[count - 1]:
        count += 1
    return count


def longest_rising(rack: tuple[int, ...]) -> int:
    best = current = 1
    for a, b in pairwise(rack):
        current = current + 1 if b > a else 1
        best = max(best, current)
    return best if best >= 2 else 0


def seats(ruleset: Ruleset) -> st.SearchStrategy[int]:
    return st.just(4) if ruleset.options.teams else st.integers(2, 4)


@st.composite
def racks(draw: st.DrawFn, top: int) -> tuple[int, ...]:
    """Any 10 distinct cards of the deck: shuffled, sorted (ascending), or sorted around a run."""
    cards = draw(st.lists(st.integers(1, top), min_size=10, max_size=10, unique=True))
    shape = draw(st.sampled_from(["as dealt", "sorted", "with a run"]))
    if shape == "with a run":
        start = draw(st.integers(1, top - 5))
        run = list(range(start, start + draw(st.integers(3, 6))))
        cards = run + [c for c in cards if c not in run][: 10 - len(run)]
    return tuple(cards if shape == "as dealt" else sorted(cards))


@st.composite
def tables(draw: st.DrawFn, editions: tuple[str, ...] = tuple(PRESETS),
           house_run: bool = False) -> Table:
    ruleset = PRESETS[draw(st.sampled_from(editions))]
    if house_run:
        requirement = {"length": draw(st.integers(0, 10)),
                       "applies_to": draw(st.sampled_from([s.value for s in RunScope]))}
        ruleset = get_ruleset(ruleset.id, {"rack_o_needs_run": requirement})
    players = draw(seats(ruleset))
    return ruleset, players, draw(racks(ruleset.top_card(players)))


@given(tables(house_run=True))
@settings(max_examples=300)
def test_R_RACKO_exactly_when_ascending_and_the_run_rule_holds(table: Table) -> None:
    ruleset, players, rack = table
    rule = ruleset.options.rack_o_needs_run
    needed = rule.length if rule.applies_to is RunScope.ALL or players == 2 else 0
    expected = ascending(rack) and longest_consecutive(rack) >= needed
    assert can_go_rack_o(ruleset, players, rack) is expected
    assert score_rack(ruleset, players, rack).rack_o is expected  # inferred when not given


@given(tables(HASBRO_EDITIONS))
@settings(max_examples=300)
def test_R_SCORE_LEAD_hasbro_losers_score_5_a_card_of_the_leading_run(
        table: Table) -> None:
    ruleset, players, rack = table
    score = score_rack(ruleset, players, rack, rack_o=False)
    assert score.points == 5 * leading(rack)
    assert score.bonus == 0 and not score.rack_o
    assert sum(s.points for s in score.slots) == score.points


@given(tables(HASBRO_EDITIONS), st.sampled_from([None, False]))
@settings(max_examples=300)
def test_R_SCORE_LEAD_no_hasbro_loser_scores_more_than_50(
        table: Table, rack_o: bool | None) -> None:
    ruleset, players, rack = table
    score = score_rack(ruleset, players, rack, rack_o=rack_o)
    if not score.rack_o:
        assert 5 <= score.points <= 50


@given(tables(("swedish", "swedish-bonus")))
def test_R_SCORE_LONGEST_swedish_losers_score_10_a_card_of_the_longest_rise(
        table: Table) -> None:
    ruleset, players, rack = table
    assert score_rack(ruleset, players, rack, rack_o=False).points == 10 * longest_rising(rack)


@given(tables())
@settings(max_examples=200)
def test_R_BONUS_a_rack_o_scores_75_plus_the_bonus_of_its_longest_run(
        table: Table) -> None:
    ruleset, players, rack = table
    if not can_go_rack_o(ruleset, players, rack):
        return
    score = score_rack(ruleset, players, rack)
    run = longest_consecutive(rack)
    expected = {3: 50, 4: 100, 5: 200}.get(run, 400 if run >= 6 else 0)
    paid = ruleset.options.run_bonus.value == "longest"
    assert (score.points, score.bonus, score.longest_run) == (75 + expected * paid, expected * paid, run)
