"""The table's history on the phone: its games newest first with winner, date and edition, each
opening its sheet; the history and a sheet as CSV files."""

from __future__ import annotations

import csv
import io
import uuid
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tests.web.conftest import LOCALES
from tests.web.test_table_games import my_table

WORDS = {
    "en": {"won": "Bo won", "open": "Not finished", "title": "Games at this table"},
    "sv": {"won": "Bo vann", "open": "Inte avslutat", "title": "Partier vid det här bordet"},
    "it": {"won": "Ha vinto Bo", "open": "Non finita", "title": "Partite a questo tavolo"},
}


def date_in(page, language: str, iso: str) -> str:
    """The date and time as a person of that locale reads them (the phone's own Intl)."""
    return str(page.evaluate("([l, iso]) => new Intl.DateTimeFormat(l, {dateStyle: 'medium', "
                             "timeStyle: 'short'}).format(new Date(iso))", [language, iso]))


def three_games(phone) -> list[str]:
    """Ann wins the first game, Bo the second; the third is under way. Its ids, oldest first."""
    page = phone.page
    first = phone.start_game(["Ann", "Bo"], target=50)
    phone.quick_round("Ann", "Bo", 3)
    page.click("#result-sheet")
    page.click("#play-again")
    page.wait_for_url(lambda url: first not in url)
    second = page.url.split("sheet=")[1]
    page.wait_for_selector("#totals .total")
    phone.quick_round("Bo", "Ann", 2)
    page.click("#result-sheet")
    page.click("#play-again")
    page.wait_for_url(lambda url: second not in url)
    third = page.url.split("sheet=")[1]
    page.wait_for_selector("#totals .total")
    return [first, second, third]


def open_history(phone) -> None:
    page = phone.page
    page.goto(phone.base_url + "/")
    page.click("#table-history")
    expect(page.locator("#view-history")).to_be_visible()
    try:
        page.wait_for_selector("#history-list li[data-sheet]")
    except PlaywrightTimeout as err:
        raise AssertionError(f"the history lists no game: {what_the_phone_shows(page)}") from err


def what_the_phone_shows(page) -> str:
    """The address, the views shown, the history's words and the table copy kept: what a failed
    wait needs to say to be understood afterwards."""
    return str(page.evaluate("""() => {
      const views = [...document.querySelectorAll("main > section")];
      const shown = views.filter((s) => !s.hidden).map((s) => s.id);
      const table = JSON.parse(localStorage.getItem("racko.table") || "null");
      const kept = table && JSON.parse(localStorage.getItem("racko.table." + table.id) || "null");
      return JSON.stringify({url: location.href, shown,
        problem: document.getElementById("history-problem").innerText,
        list: document.getElementById("history-list").innerText,
        kept: kept && {etag: kept.etag, sheets: kept.data.sheets.length}});
    }"""))


def saved_csv(page, button: str) -> tuple[str, list[list[str]]]:
    with page.expect_download() as info:
        page.click(button)
    download = info.value
    text = Path(download.path()).read_text(encoding="utf-8")
    return download.suggested_filename, list(csv.reader(io.StringIO(text)))


def test_the_history_lists_the_games_newest_first_and_opens_each(page, phone, api, shot):
    first, second, third = three_games(phone)
    table_id = my_table(page)["id"]
    open_history(phone)
    rows = page.locator("#history-list li[data-sheet]")
    assert [r.get_attribute("data-sheet") for r in rows.all()] == [third, second, first]
    assert [r.locator("strong").inner_text() for r in rows.all()] == ["Not finished", "Bo won", "Ann won"]
    created = api.sheet(second)["created_at"]
    assert rows.nth(1).locator(".history-when").inner_text() == (
        f"{date_in(page, 'en-GB', created)} · Rack-O (Hasbro / Milton Bradley classic)")
    assert "Ann 10 · Bo 75 · 1 round" in rows.nth(1).locator("small").inner_text()
    assert "3 games" in page.locator("#history-sub").inner_text()
    phone.check_layout()
    shot(page, "table-history")

    rows.nth(1).locator("a").click()
    page.wait_for_url(f"**/?sheet={second}")
    page.wait_for_selector("#winner-box:not([hidden])")
    assert "Bo wins" in page.locator("#winner").inner_text()

    # The sheet as CSV: a line a player a round.
    name, lines = saved_csv(page, "#sheet-csv")
    assert name == f"scoresheet-{second}.csv"  # as the server names it
    assert lines == [["round", "player", "points", "total", "rack_o"], ["1", "Ann", "10", "10", "false"],
                     ["1", "Bo", "75", "75", "true"]]

    # The history as CSV: a line a player a game, every game, newest first.
    page.go_back()
    page.wait_for_selector("#history-list li[data-sheet]")
    name, lines = saved_csv(page, "#history-csv")
    assert name == f"table-{table_id}.csv"
    assert lines[0] == ["sheet", "created_at", "ruleset", "rounds", "player_id", "player", "total", "won"]
    # An id may begin with "-": the server then guards it like a name a spreadsheet would take for
    # a formula, with a leading apostrophe.
    assert [(line[0].removeprefix("'"), line[5], line[7]) for line in lines[1:]] == [
        (third, "Ann", "false"), (third, "Bo", "false"), (second, "Ann", "false"), (second, "Bo", "true"),
        (first, "Ann", "true"), (first, "Bo", "false")]


def test_no_table_yet_says_how_to_get_one(page, phone, base_url):
    page.goto(base_url + "/?view=history")
    page.wait_for_selector("#history-problem:not([hidden])")
    assert "start a game with names" in page.locator("#history-problem").inner_text()
    assert page.locator("#my-table").is_hidden()


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_the_history_at_360_in_each_language(phone_at, api, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    games = three_games(phone)
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#my-table:not([hidden])")
    phone.check_layout()
    open_history(phone)
    assert page.locator("#view-history h1").inner_text() == WORDS[language]["title"]
    rows = page.locator("#history-list li[data-sheet] strong")
    assert rows.all_inner_texts() == [WORDS[language]["open"], WORDS[language]["won"],
                                      WORDS[language]["won"].replace("Bo", "Ann")]
    when = page.locator("#history-list .history-when").first.inner_text()
    created = api.sheet(games[2])["created_at"]
    assert when.startswith(f"{date_in(page, LOCALES[language], created)} · Rack-O (Hasbro")
    phone.check_access()
    shot(page, f"table-history-360-{language}")


# The lines a piece of an element's text takes: the distinct tops of the boxes of its characters.
LINES_OF = """([selector, words]) => {
    const el = document.querySelector(selector);
    const at = el.textContent.indexOf(words);
    const tops = new Set();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let seen = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.data.length; i += 1) {
            if (seen + i < at || seen + i >= at + words.length || node.data[i] === " ") continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            for (const box of range.getClientRects()) tops.add(Math.round(box.top));
        }
        seen += node.data.length;
    }
    return tops.size;
}"""


def test_a_players_total_in_the_history_stays_beside_the_name(phone_at, api):
    """At 360 px in Italian a game of four wraps its line of totals: it wraps between players,
    never between a name and its total ("Dmitri" at the end of a line, "235" on the next)."""
    phone = phone_at(360, "it")
    page = phone.page
    names = ["Anna", "Bertil", "Carla", "Dmitri"]
    sheet_id = phone.start_game(names, target=300)
    owner = {"Authorization": f"Bearer {phone.token(sheet_id)}"}
    rounds = [("Carla", [6, 6, 10, 10]), ("Carla", [6, 5, 10, 10]), ("Dmitri", [6, 3, 7, 10]),
              ("Carla", [2, 4, 10, 6]), ("Carla", [2, 4, 10, 6])]
    for rack_o, counts in rounds:
        entries = [{"player": p, "scoring_cards": c} for p, c in zip(names, counts, strict=True)]
        status, body, _ = api.call("POST", f"/v1/scoresheets/{sheet_id}/rounds",
                                   {"rack_o": rack_o, "entries": entries},
                                   headers={**owner, "Idempotency-Key": str(uuid.uuid4())})
        assert status == 201, body
    totals = {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]}
    open_history(phone)
    line = "#history-list li[data-sheet] small"
    assert page.locator(line).inner_text().startswith(" · ".join(f"{p} {totals[p]}" for p in names))
    assert page.evaluate(LINES_OF, [line, page.locator(line).inner_text()]) > 1  # the line does wrap
    assert [page.evaluate(LINES_OF, [line, f"{p} {totals[p]}"]) for p in names] == [1, 1, 1, 1]
    phone.check_layout()
