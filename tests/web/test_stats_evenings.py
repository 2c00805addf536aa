"""The Statistics screen's chart over the evenings: the games each player won, evening by evening,
its dates and numbers as the page's language writes them."""

from __future__ import annotations

import json

import pytest

from tests.web.test_share_result import post_round_at
from tests.web.test_table_stats import open_stats

LABELS = {"en": ["20 Nov", "21 Nov"], "sv": ["20 nov.", "21 nov."], "it": ["20 nov", "21 nov"]}
CAPTION = {"en": "Games won each evening", "sv": "Vunna partier per kväll", "it": "Partite vinte ogni sera"}


def earlier_evenings(route) -> None:
    """The table as the server has it, with games of two earlier evenings before this one's: Bo won
    twice on 20 November, Ann and Cy once each on the 21st (20:00 in Stockholm)."""
    if route.request.method != "GET":
        route.continue_()
        return
    # Asked afresh, so that the answer holds the table, not "as you have it" (304).
    headers = {k: v for k, v in route.request.headers.items() if k.lower() != "if-none-match"}
    answer = route.fetch(headers=headers)
    table = answer.json()
    finished = next(s for s in table["sheets"] if s["winners"])
    ids = {p["name"]: p["id"] for p in finished["players"]}
    earlier = [("2026-11-20T19:00:00+00:00", "Bo"), ("2026-11-20T20:30:00+00:00", "Bo"),
               ("2026-11-21T19:00:00+00:00", "Ann"), ("2026-11-21T21:00:00+00:00", "Cy")]
    table["sheets"] += [{**finished, "id": f"earlier-{k}", "winner": name, "winners": [ids[name]],
                         "created_at": when, "updated_at": when} for k, (when, name) in enumerate(earlier)]
    route.fulfill(response=answer, body=json.dumps(table))


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_the_games_each_player_won_evening_by_evening(phone_at, api, language, shot):
    phone = phone_at(360, language, timezone_id="Europe/Stockholm")
    page = phone.page
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"], target=150)
    post_round_at(api, sheet_id, phone.token(sheet_id), "Ann", {"Bo": 2, "Cy": 3})
    post_round_at(api, sheet_id, phone.token(sheet_id), "Ann", {"Bo": 4, "Cy": 1})
    page.route(lambda url: "/v1/tables/" in url and not url.split("?")[0].endswith("/stats"),
               earlier_evenings)
    open_stats(phone)
    page.wait_for_selector("#stats-chart-box:not([hidden]) svg")
    assert page.locator("#stats-chart-box figcaption").inner_text() == CAPTION[language]
    groups = page.locator("#stats-chart g.group")
    assert groups.count() == 3  # two earlier evenings and this one
    labels = groups.locator("text").all_text_contents()
    assert labels[:2] == LABELS[language]

    def won(name: str) -> list[str | None]:
        bars = page.locator(f"#stats-chart rect[data-series={name}]").all()
        return [r.get_attribute("data-value") for r in bars]

    assert won("Ann") == ["0", "1", "1"]
    assert won("Bo") == ["2", "0", "0"]
    assert won("Cy") == ["0", "1", "0"]
    # Named for a reader who cannot see the bars: every evening and every player's games won.
    title = page.locator("#stats-chart svg").get_attribute("aria-label") or ""
    assert title.startswith(CAPTION[language]) and f"{LABELS[language][0]}: Ann 0, Bo 2, Cy 0" in title
    assert page.locator("#stats-chart .legend span").all_inner_texts() == ["Ann", "Bo", "Cy"]
    phone.check_access()
    shot(page, f"stats-evenings-360-{language}")


def test_no_finished_game_no_chart(phone_at):
    phone = phone_at(360)
    phone.start_game(["Ann", "Bo"])
    open_stats(phone)
    page = phone.page
    page.wait_for_timeout(300)
    assert page.locator("#stats-chart-box").is_hidden()
