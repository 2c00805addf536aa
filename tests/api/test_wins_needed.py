"""The most won rounds a sheet's target may ask for is read from the games whose sheets count wins
(their traits), whichever form family they take, and the document says it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from racko_api.api.schemas.families import most_wins_needed
from racko_api.core.traits import ScoreUnit
from racko_api.games.kinds import KINDS, registered
from tests.games.toy.kind import TOY_KIND
from tests.games.toy.sheet import ToySheet


class WinsSheet(ToySheet):
    """The toy's sheet, as a game scored in won rounds with a target of up to `most` would have it."""

    counts_wins = True

    def __init__(self, most: int) -> None:
        self.max_target = most


def scored_in(unit: ScoreUnit, most: int) -> Any:
    """The toy game, its sheet counting `unit` with a target of at most `most`."""
    return replace(TOY_KIND, traits=replace(TOY_KIND.traits, score_unit=unit), sheet=WinsSheet(most))


def test_the_games_scored_in_wins_set_it() -> None:
    wins = [k for k in KINDS.values() if k.traits.score_unit is ScoreUnit.WINS]
    points = [k for k in KINDS.values() if k.traits.score_unit is ScoreUnit.POINTS]
    assert wins and points  # one of each today
    assert most_wins_needed() in {k.sheet.max_target for k in wins}
    assert most_wins_needed() < max(k.sheet.max_target for k in points)  # points' targets left out


def test_a_game_scored_in_wins_with_a_larger_target_raises_it() -> None:
    before = most_wins_needed()
    assert before is not None
    with registered(scored_in(ScoreUnit.WINS, before + 7)):
        assert most_wins_needed() == before + 7
    with registered(scored_in(ScoreUnit.WINS, before - 1)):
        assert most_wins_needed() == before
    with registered(scored_in(ScoreUnit.POINTS, before + 7)):
        assert most_wins_needed() == before  # its target counts points
    assert most_wins_needed() == before


def test_the_document_gives_it_for_a_sheet_target(openapi_document: dict[str, Any]) -> None:
    target = openapi_document["components"]["schemas"]["SheetIn"]["properties"]["target"]
    assert f"at most {most_wins_needed()})" in target["description"]
