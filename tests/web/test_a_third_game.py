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


@pytest.mark.xfail(strict=True, reason="setup.js shows Rack-O's house rules for every edition that is "
                                       "not super-rack-o and reads options.rack_o_needs_run.length")
def test_the_setup_starts_a_sheet_of_the_toys_kind(toy, page, page_errors, base_url, api):
    page_errors.expect("reading 'length'")
    page.goto(base_url + "/")
    page.wait_for_selector("#edition-list input")
    page.locator(f"label[for=edition-{TOY_RULESET}]").click()
    for i, name in enumerate(["Ann", "Bo"], start=1):
        page.fill(f"#player-{i}", name)
    page.click("#start-game")
    page.wait_for_url("**/?sheet=*", timeout=3000)
    sheet = api.sheet(page.url.split("sheet=")[1])
    assert sheet["game"] == TOY_KIND.id and sheet["ruleset"] == TOY_RULESET
