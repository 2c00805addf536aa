"""The table's statistics on the phone: each player's figures as GET /v1/tables/{id}/stats adds them
up, with numbers written as the page's language writes them."""

from __future__ import annotations

import pytest

from tests.web.test_table_games import my_table

ANN = [2, 5, 9, 12, 13, 14, 24, 29, 33, 38]  # Rack-O with a run of 3: 75
BO = [1, 4, 8, 15, 3, 20, 21, 30, 31, 40]  # 4 cards lead: 20; runs of 2
FIGURES = ["games", "won", "average_points", "rack_os", "best_round", "longest_run"]
WORDS = {
    "en": {"title": "Statistics", "average": "Points a round", "decimal": "12.5"},
    "sv": {"title": "Statistik", "average": "Poäng per runda", "decimal": "12,5"},
    "it": {"title": "Statistiche", "average": "Punti a round", "decimal": "12,5"},
}


def two_rounds(phone) -> str:
    """Ann goes Rack-O twice; Bo scores 20 (his rack typed in full), then 5: 12.5 a round."""
    sheet_id = phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.type_cards(ANN)
    phone.type_cards(BO)
    phone.score_round()
    phone.page.click("#result-next")
    phone.page.wait_for_selector("#view-round:not([hidden]) #rack-o-choice .chip", state="attached")
    phone.went_rack_o("Ann")
    phone.player("Bo")
    phone.quick(1)
    phone.run("Ann", 3)
    phone.score_round()
    return sheet_id


def figures(page, player_id: int) -> dict[str, str]:
    card = page.locator(f"#stats-list [data-player='{player_id}']")
    return {f: card.locator(f"[data-figure='{f}'] dd").inner_text() for f in FIGURES}


def open_stats(phone) -> None:
    page = phone.page
    page.goto(phone.base_url + "/")
    page.click("#table-stats")
    page.wait_for_selector("#stats-list [data-player]")


def test_each_players_figures_are_the_apis(page, phone, api, shot):
    two_rounds(phone)
    open_stats(phone)
    status, stats, _ = api.call("GET", f"/v1/tables/{my_table(page)['id']}/stats")
    assert status == 200
    by_id = {p["id"]: p for p in stats["players"]}
    assert by_id[2]["average_points"] == 12.5 and by_id[1]["longest_run"] == 3
    assert page.locator("#stats-list h2").all_inner_texts() == ["Ann", "Bo"]
    assert figures(page, 1) == {"games": "1", "won": "0", "average_points": "75", "rack_os": "2",
                                "best_round": "75", "longest_run": "3"}
    assert figures(page, 2) == {"games": "1", "won": "0", "average_points": "12.5", "rack_os": "0",
                                "best_round": "20", "longest_run": str(by_id[2]["longest_run"])}
    phone.check_layout()
    shot(page, "table-stats")
    page.click("#stats-history")
    page.wait_for_selector("#history-list li[data-sheet]")


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_the_statistics_at_360_in_each_language(phone_at, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    two_rounds(phone)
    open_stats(phone)
    assert page.locator("#view-stats h1").inner_text() == WORDS[language]["title"]
    bo = page.locator("#stats-list [data-player='2']")
    assert bo.locator("[data-figure='average_points'] dt").inner_text() == WORDS[language]["average"]
    assert bo.locator("[data-figure='average_points'] dd").inner_text() == WORDS[language]["decimal"]
    phone.check_access()
    shot(page, f"table-stats-360-{language}")

