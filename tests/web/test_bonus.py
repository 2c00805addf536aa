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


def lines_of(page, selector, words):
    """How many lines `words` takes inside the element (the distinct tops of its text's boxes)."""
    return page.evaluate("""([selector, words]) => {
        const cell = document.querySelector(selector);
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.data.indexOf(words);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + words.length);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }
        return 0;
    }""", [selector, words])


def test_the_rack_o_mark_in_the_result_is_never_broken_at_its_hyphen(phone_at):
    """At 360 px in Italian a bonus round's result squeezes the player's column: "Anna (Rack-O)"
    may take two lines, but "Rack-O" is one word and is never cut into "Rack-" and "O)"."""
    phone = phone_at(360, "it")
    page = phone.page
    phone.start_game(["Anna", "Bertil", "Carla", "Dmitri"], ruleset="hasbro-bonus")
    phone.new_round()
    phone.went_rack_o("Anna")
    phone.mode("quick")
    page.click("#entry .quick [data-run='5']")
    for name, cards in (("Bertil", 3), ("Carla", 5), ("Dmitri", 1)):
        phone.player(name)
        phone.quick(cards)
    phone.score_round()
    cell = "#result tr[data-player=Anna] td"
    assert "(+200 bonus)" in page.locator("#result tr[data-player=Anna]").inner_text()
    assert lines_of(page, cell, "Rack-O") == 1
    phone.check_layout()
