"""The page's setup offers a third game, the toy (tests/games/toy), with no change to the page:
its editions come from GET /v1/rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from racko_api.games.kinds import registered
from tests.games.toy.kind import TOY_KIND
from tests.games.toy.state import TOY_RULESET


@pytest.fixture()
def toy() -> Iterator[None]:
    with registered(TOY_KIND):
        yield


def test_the_setup_offers_the_toy_with_its_title_and_summary(toy, page, base_url):
    page.goto(base_url + "/")
    page.wait_for_selector("#edition-list input")
    offered = page.locator(f"label[for=edition-{TOY_RULESET}]")
    edition = TOY_KIND.editions[TOY_RULESET]
    assert offered.locator("strong").inner_text() == edition.title
    assert offered.locator("small").inner_text() == edition.summary


def test_the_setup_starts_a_sheet_of_the_toys_kind_and_shows_it(toy, page, base_url, api):
    """The page reads the toy's traits (points, a round entered as who won it) from the rulesets."""
    page.goto(base_url + "/")
    page.wait_for_selector("#edition-list input")
    page.locator(f"label[for=edition-{TOY_RULESET}]").click()
    for i, name in enumerate(["Ann", "Bo"], start=1):
        page.fill(f"#player-{i}", name)
    page.click("#start-game")
    page.wait_for_url("**/?sheet=*", timeout=3000)
    sheet = api.sheet(page.url.split("sheet=")[1])
    assert sheet["game"] == TOY_KIND.id and sheet["ruleset"] == TOY_RULESET
    page.wait_for_selector("#totals [data-player=Ann]")
    assert page.locator("#totals [data-player=Bo] .sum").inner_text() == "0"
