"""Bonus Rack-O: the run bonus of the player who went Rack-O, typed or entered quickly."""

from __future__ import annotations

RUN_OF_3 = [2, 7, 13, 14, 15, 21, 28, 34, 40, 50]  # the Parker text's BONUS VARIATION: a run of 3 -> 125


def test_the_run_bonus_shows_in_the_round_and_the_result(page, phone, api, shot):
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"], ruleset="hasbro-bonus")
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.type_cards(RUN_OF_3)
    assert phone.tab_status("Ann") == "125 pts"  # then the page moved on to Bo
    phone.player("Ann")
    assert "125 points" in page.locator("#entry .entry-line").inner_text()
    page.click("#entry .why-toggle")  # the reasons are one tap away
    assert "R-BONUS" in page.locator("#entry .reasons").inner_text()
    phone.player("Bo")
    phone.quick(2)
    phone.player("Cy")
    phone.quick(1)
    phone.score_round()
    assert "125 (+50 bonus)" in page.locator("#result tr[data-player=Ann]").inner_text()
    shot(page, "18-bonus-result")

    # Quick entry for the Rack-O player: all 10 score, and the longest run sets the bonus.
    page.click("#result-next")
    phone.went_rack_o("Bo")
    phone.mode("quick")
    page.click("#entry .quick [data-run='4']")
    phone.player("Ann")
    phone.quick(3)
    phone.player("Cy")
    phone.quick(2)
    phone.score_round()
    assert "175 (+100 bonus)" in page.locator("#result tr[data-player=Bo]").inner_text()
    totals = {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]}
    assert totals == {"Ann": 140, "Bo": 185, "Cy": 15}
