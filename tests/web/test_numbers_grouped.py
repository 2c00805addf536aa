"""Every number a person reads on the page is written in the language's numbers: in a Hasbro game to
2,000 the totals over 999 read 1,950 in English and 1 950 in Swedish (Italian groups from 10 000, as
its own texts do), on the sheet, in the standing after a round, on the chart and on the home page."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.web.test_share_result import post_round_at

NAMES = ["Giovanna", "Kristoffer", "Cy"]
# Giovanna goes Rack-O every round (75), Kristoffer counts 9 cards (45), Cy 1 (5).
COUNTS = {"Kristoffer": 9, "Cy": 1}
PER_ROUND = {"Giovanna": 75, "Kristoffer": 45, "Cy": 5}
RAW = re.compile(r"(?<![\d.,\u00a0\u202f])\d{4,}(?![\d.,])")  # 1950 as the API sends it
CHART = """() => {
  const svg = document.querySelector('#chart svg');
  const texts = [...svg.querySelectorAll('text')].map((x) => x.textContent);
  return { label: svg.getAttribute('aria-label'), texts };
}"""


def written(n: int, language: str) -> str:
    """n as the language writes it: 1,950; 1 950 (a no-break space); Italian 1950 but 12.345."""
    grouped = f"{n:,}"
    if language == "sv":
        return grouped.replace(",", "\u00a0")
    if language == "it":
        return str(n) if n < 10_000 else grouped.replace(",", ".")
    return grouped


def raw_left(texts: list[str], language: str) -> list[str]:
    """The 4-digit numbers left as the API sends them, where the language groups them."""
    return [] if language == "it" else [m for text in texts for m in RAW.findall(text)]


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_totals_over_999_read_in_the_languages_numbers(phone_at, api, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    sheet_id = phone.start_game(NAMES, target=2000)
    token = phone.token(sheet_id)
    for _ in range(26):
        post_round_at(api, sheet_id, token, "Giovanna", COUNTS)
    totals = {name: 26 * points for name, points in PER_ROUND.items()}  # 1950, 1170, 130

    # The home page's game in progress, then its sheet.
    page.goto(phone.base_url + "/")
    running = page.locator("#running-game .running-totals b")
    expected = [written(totals[name], language) for name in NAMES]
    # The phone shows its own copy first and catches up with the rounds the server has since.
    expect(running).to_have_text(expected)
    page.click("#continue-game")
    page.wait_for_selector("#view-sheet:not([hidden]) #totals .total")
    sums = {name: page.locator(f"#totals [data-player='{name}'] .sum").inner_text() for name in NAMES}
    assert sums == {name: written(totals[name], language) for name in NAMES}
    sub = page.locator("#sheet-sub").inner_text()
    assert written(2000, language) in sub, sub
    chart = page.evaluate(CHART)
    assert f"Giovanna: {written(1950, language)}" in chart["label"], chart
    assert written(2000, language) in chart["texts"], chart  # the axis's top: the 500s up to 2,000
    assert any(text.endswith(f" {written(2000, language)}") for text in chart["texts"]), chart  # the target
    latest = page.locator("#rounds li[data-round='26'] .round-body").text_content() or ""
    assert written(1950, language) in latest and written(1170, language) in latest, latest
    read = [*sums.values(), sub, chart["label"], *chart["texts"], latest]
    assert raw_left(read, language) == [], read
    page.locator("#chart").scroll_into_view_if_needed()
    shot(page, f"numbers-grouped-sheet-360-{language}")

    # The last round on the phone: the standing after it, and the winner's line.
    phone.new_round()
    phone.went_rack_o("Giovanna")
    for name, scoring in COUNTS.items():
        phone.player(name)
        phone.quick(scoring)
    phone.score_round()
    totals = {name: 27 * points for name, points in PER_ROUND.items()}  # 2025, 1215, 135
    standing = {name: page.locator(f"#result tr[data-player='{name}'] td.num").last.inner_text()
                for name in NAMES}
    assert standing == {name: written(totals[name], language) for name in NAMES}
    shot(page, f"numbers-grouped-result-360-{language}")
    page.goto(f"{phone.base_url}/s/{sheet_id}")
    page.wait_for_selector("#winner-box:not([hidden])")
    winner = page.locator("#winner").inner_text()
    assert "Giovanna" in winner and written(2025, language) in winner, winner
    chart = page.evaluate(CHART)
    assert written(1250, language) in chart["texts"] and written(2500, language) in chart["texts"], chart
    assert raw_left([winner, chart["label"], *chart["texts"]], language) == [], (winner, chart)
    assert {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]} == totals
