"""Super Rack-O at the table's pace: every round of a game entered to its winner by a scorekeeper
who taps where a button was seen a moment before, while every answer of the API comes 600 ms late.

"Next round" is on the result of every round until the game is won. A sheet started without a
target of wins is the rulebook's single game (target 1): its first round is also its last, and the
result says who won the game instead of offering a next round."""

from __future__ import annotations

import pytest

from tests.web.test_table_pace import LATE_ANSWERS, TAP_MS

pytestmark = pytest.mark.slow
WINS_GAME = {"en": "{} wins the game!", "sv": "{} vinner partiet!", "it": "{} vince la partita!"}


def tap_where_seen(page, selector):
    """Read where the button is, look away for a moment, then put a finger there."""
    page.wait_for_selector(selector, state="visible")
    box = page.locator(selector).bounding_box()
    assert box, selector
    page.wait_for_timeout(TAP_MS)
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def enter_won_round(page, winner):
    page.wait_for_selector(f"#view-round:not([hidden]) #rack-o-choice [data-rack-o='{winner}']")
    tap_where_seen(page, f"#rack-o-choice [data-rack-o='{winner}']")
    tap_where_seen(page, "#round-submit")
    page.wait_for_selector("#view-result:not([hidden]) .result-table", timeout=15000)


@pytest.mark.parametrize(("language", "players"), [("en", ["Ann", "Bo"]), ("sv", ["Ann", "Bo", "Cy"]),
                                                   ("it", ["Ann", "Bo", "Cy", "Di"])])
def test_a_super_rack_o_game_entered_round_after_round_to_its_winner(phone_at, api, language, players, shot):
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(players, ruleset="super-rack-o", target=3)
    others = [p for p in players if p != "Bo"]
    # Bo wins every other round, the others one each in turn; his third win ends the game.
    winners = [w for i in range(2) for w in ("Bo", others[i % len(others)])] + ["Bo"]
    tap_where_seen(page, "#enter-round")
    for n, winner in enumerate(winners, start=1):
        enter_won_round(page, winner)
        assert page.locator(f"#result tbody tr[data-player='{winner}'] td.num").first.inner_text() == "1"
        if n < len(winners):
            assert page.locator("#view-result .winner").count() == 0
            shot(page, f"super-pace-result-{n}-{language}")
            tap_where_seen(page, "#result-next")
    assert page.locator("#view-result .winner").inner_text() == WINS_GAME[language].format("Bo")
    assert page.locator("#result-next").is_hidden()
    shot(page, f"super-pace-won-{language}")
    tap_where_seen(page, "#result-sheet")
    page.wait_for_selector("#winner-box:not([hidden])")
    assert "Bo" in page.locator("#winner").inner_text()
    sheet = api.sheet(sheet_id)
    assert [r["round_winner"] for r in sheet["rounds"]] == winners
    assert sheet["winner"] == "Bo"
    assert {p["name"]: p["total"] for p in sheet["players"]} == {
        p: winners.count(p) for p in players}


def test_without_a_target_the_first_round_won_is_the_game(phone_at, api, shot):
    """What was taken for a missing "Next round": the single game of the rulebook, won."""
    phone = phone_at(360, "en")
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"], ruleset="super-rack-o")
    assert api.sheet(sheet_id)["target"] == 1
    tap_where_seen(page, "#enter-round")
    enter_won_round(page, "Cy")
    assert page.locator("#view-result .winner").inner_text() == WINS_GAME["en"].format("Cy")
    assert page.locator("#result-next").is_hidden()
    assert api.sheet(sheet_id)["winner"] == "Cy"
