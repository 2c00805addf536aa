"""A whole Hasbro game to 500 kept on the phone page, checked against the API's sheet."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.web.test_corrections import post_round, quick_round

ANN_RACK_O = [1, 2, 3, 10, 15, 20, 25, 30, 35, 40]  # ascending, with the run of 3 two players need
BO_LOSER = [5, 8, 12, 18, 6, 22, 9, 11, 13, 14]  # in order from #5 to #20, broken at #25
# Then quick entries, as a busy table keeps score: who went Rack-O, and where the others' order breaks.
QUICK_ROUNDS = [("Ann", "Bo", 5), ("Ann", "Bo", 5), ("Bo", "Ann", 2),
                ("Ann", "Bo", 5), ("Ann", "Bo", 5), ("Ann", "Bo", 5), ("Ann", "Bo", 5)]


def test_play_a_whole_hasbro_game_to_500(page, phone, api, shot):
    sheet_id = phone.start_game(["Ann", "Bo"])
    phone.check_layout()
    shot(page, "01-new-sheet")

    # Round 1: both racks typed card by card; the API lights the cards that score.
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.type_cards(ANN_RACK_O)
    assert phone.tab_status("Ann") == "75 pts"
    # Ten cards: Ann's rack stays on screen until the table taps "Next".
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Ann"
    phone.next_rack()
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Bo"
    phone.type_cards(BO_LOSER)
    scored = page.locator("#entry .rack .slot.scored")
    assert [s.get_attribute("data-slot") for s in scored.all()] == ["5", "10", "15", "20"]
    page.click("#entry .why-toggle")  # the reasons are one tap away
    assert "R-SCORE-LEAD" in page.locator("#entry .reasons").inner_text()
    phone.check_layout()
    shot(page, "02-round-entry-typed")
    phone.score_round()
    result = page.locator("#result .result-table")
    assert "75" in result.locator("tr[data-player=Ann]").inner_text()
    assert "20" in result.locator("tr[data-player=Bo]").inner_text()
    assert page.locator("#result .player-result[data-player=Bo] .slot.scored").count() == 4
    phone.check_layout()
    shot(page, "03-round-result")

    for number, (rack_o, other, scoring_cards) in enumerate(QUICK_ROUNDS, start=2):
        if number == 5:
            # Half-way: look at the sheet, then carry on from there.
            page.click("#result-sheet")
            page.wait_for_selector("#rounds li[data-round='4']")
            phone.check_layout()
            shot(page, "04-sheet-mid-game")
            page.click("#enter-round")
        else:
            page.click("#result-next")
        expect(page.locator("#round-title")).to_have_text(f"Round {number}")  # its number a span of its own
        page.wait_for_selector("#who:not([hidden])")
        phone.went_rack_o(rack_o)
        phone.mode("quick")
        phone.player(other)
        phone.quick(scoring_cards)
        phone.run(rack_o, 3)  # two players: going Rack-O needs a run of 3 (R-RUN3)
        phone.score_round()

    # Ann reaches 500 in round 8: the page says so and offers no further round.
    assert "Ann wins" in page.locator("#result .winner").inner_text()
    assert page.locator("#result-next").is_hidden()
    page.click("#result-sheet")
    page.wait_for_selector("#rounds li[data-round='8']")
    assert "Ann wins with 535 points" in page.locator("#winner").inner_text()
    assert page.locator("#play-again").is_visible()  # new game, same players
    assert page.locator("#enter-round").is_hidden()
    assert page.locator("#totals [data-player=Ann] .sum").inner_text() == "535"
    assert page.locator("#totals [data-player=Bo] .sum").inner_text() == "245"
    # The chart: one line per player, a point after every round.
    for name in ("Ann", "Bo"):
        assert page.locator(f"#chart g[data-series={name}] circle").count() == 8
    phone.check_layout()
    shot(page, "05-game-won")

    sheet = api.sheet(sheet_id)
    assert sheet["winner"] == "Ann"
    assert sheet["round_count"] == 8
    assert {p["name"]: p["total"] for p in sheet["players"]} == {"Ann": 535, "Bo": 245}


def test_the_charts_target_label_is_clear_of_the_lines_that_reach_it(phone_at, api):
    """A game ends with its leader's line crossing the target at the right edge: the target's
    label ("traguardo 300") is not drawn there, under the winner's last dot, but where the lines
    have not yet risen."""
    phone = phone_at(360, "it")
    page = phone.page
    names = ["Anna", "Bertil", "Carla", "Dmitri"]
    sheet_id = phone.start_game(names, target=300)
    token = phone.token(sheet_id)
    for rack_o, counts in [("Carla", (6, 6, 10)), ("Carla", (6, 5, 10)), ("Dmitri", (6, 3, 7)),
                           ("Carla", (2, 4, 6)), ("Carla", (2, 4, 6))]:
        others = [name for name in names if name != rack_o]
        post_round(api, sheet_id, token, quick_round(rack_o, dict(zip(others, counts, strict=True))))
    assert api.sheet(sheet_id)["winner"] == "Carla"
    page.reload()
    page.wait_for_selector("#chart circle")
    boxes = page.evaluate("""() => {
        const box = (el) => {
            const r = el.getBoundingClientRect();
            return [r.left, r.top, r.right, r.bottom];
        };
        const texts = [...document.querySelectorAll('#chart text')];
        const label = texts.find((el) => el.textContent.startsWith('traguardo'));
        return {label: box(label), dots: [...document.querySelectorAll('#chart circle')].map(box)};
    }""")
    left, top, right, bottom = boxes["label"]
    hit = [d for d in boxes["dots"] if d[0] < right and d[2] > left and d[1] < bottom and d[3] > top]
    assert hit == [], (boxes["label"], hit)
    phone.check_layout()
