"""Super Rack-O at the table: started from the page, won rounds counted, the double rack checked."""

from __future__ import annotations

import uuid

import pytest

BLUE = ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"]
RED = ["R1", "RW", "R8", "R15", "R21", "R30", "R36", "R40"]


# What the page says, in each language, about a closed check and a half-typed double rack.
NOT_SENT = {"en": "Closed: the double rack is not sent with the round.",
            "sv": "Stängt: dubbelstället skickas inte med rundan.",
            "it": "Chiuso: la doppia rastrelliera non viene inviata con il round."}
HALF_TYPED = {"en": "3 of 16 cards typed", "sv": "3 av 16 kort ifyllda", "it": "3 carte su 16"}
ONE_WIN = {"en": "1 win", "sv": "1 vinst", "it": "1 vittoria"}


def two_lines_at_most(page, selector):
    """A button's words take one or two lines at 360 px: counted as the distinct tops of its text's lines."""
    lines = page.locator(selector).evaluate("""(el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
    }""")
    return 1 <= lines <= 2


def won_by(page, name):
    page.click("#enter-round")
    page.wait_for_selector("#view-round:not([hidden]) #rack-o-choice .chip")
    page.click(f"#rack-o-choice [data-rack-o='{name}']")


def type_double_rack(page, cards, name_wild=None):
    """Tap the cards on the colour-split pad; a wild's named value is tapped, or skipped."""
    for card in cards:
        colour = "blue" if card[0] == "B" else "red"
        switch = page.locator(f"#entry .super-pad .chip[data-colour={colour}]")
        if switch.get_attribute("aria-pressed") != "true":
            switch.click()
        page.click(f"#entry .super-pad [data-card='{card}']")
        if card.endswith("W"):  # the pad asks for the value its player named (S-WILD)
            if name_wild is None:
                page.click("#naming-skip")
            else:
                page.click(f"#entry .super-pad.naming [data-value='{name_wild}']")


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_a_super_rack_o_game_to_its_winner(phone_at, api, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#edition-list input")
    page.locator("label[for=edition-super-rack-o]").click()
    for i, name in enumerate(["Ann", "Bo", "Cy"], start=1):
        if i > 2:
            page.click("#add-player")
        page.fill(f"#player-{i}", name)
    page.click("#house-rules summary")
    page.fill("#house-target", "2")
    phone.check_layout()
    shot(page, f"super-start-360-{language}")
    page.click("#start-game")
    page.wait_for_url("**/?sheet=*")
    sheet_id = page.url.split("sheet=")[1]
    page.wait_for_selector("#totals .total")
    assert api.sheet(sheet_id)["game"] == "super-rack-o" and api.sheet(sheet_id)["target"] == 2

    # Round 1: Bo won. His double rack is begun, then the check is closed: nothing of it is sent.
    won_by(page, "Bo")
    page.click("#super-check-toggle")
    type_double_rack(page, BLUE[:3])
    assert two_lines_at_most(page, "#super-check")
    page.click("#round-submit")  # half a rack is not a rack: the page says what to do
    assert HALF_TYPED[language] in page.locator("#round-error").inner_text()
    assert page.locator("#view-round").is_visible()
    type_double_rack(page, BLUE[3:] + RED, name_wild=None if language == "en" else 5)
    page.click("#super-check-toggle")
    assert page.locator("#super-check-toggle").get_attribute("aria-expanded") == "false"
    assert page.locator("#entry .double-rack").count() == 0
    assert page.locator("#super-not-sent").inner_text() == NOT_SENT[language]
    phone.check_access()
    shot(page, f"super-check-closed-360-{language}")
    page.click("#round-submit")
    page.wait_for_selector("#view-result:not([hidden])")
    # The winner's round counts one win (not a point), said in the singular.
    heading = page.locator("#result .player-result[data-player=Bo] h3").inner_text()
    assert two_lines_at_most(page, "#result-next") and two_lines_at_most(page, "#result-sheet")
    assert heading.endswith(ONE_WIN[language])
    shot(page, f"super-result-360-{language}")
    assert api.sheet(sheet_id)["rounds"][0].get("rack") is None
    page.click("#result-sheet")
    page.wait_for_selector("#rounds li[data-round='1']")
    assert page.locator("#rounds li[data-round='1'] .round-body").count() == 0  # no rack on the sheet

    # Round 2: Ann won, and the table checks her double rack on the colour-split pad.
    won_by(page, "Ann")
    page.click("#super-check-toggle")
    type_double_rack(page, BLUE + RED, name_wild=None if language == "en" else 5)
    red = RED if language == "en" else [("RW=5" if c == "RW" else c) for c in RED]
    page.click("#super-check")
    page.wait_for_selector("#entry .verdict-box.good")
    # Each wild shows its value: as named, or the one the API finds for it.
    _, judged, _ = api.call("POST", "/v1/check/rack", {"ruleset": "super-rack-o", "blue": BLUE, "red": red})
    value = judged["sides"]["red"][1]["value"]
    assert value == (5 if language != "en" else value) and value is not None
    wild = page.locator("#entry .dslot[data-side=red][data-row='2'] .wild-value").inner_text()
    assert wild.endswith(f"= {value}")
    phone.check_access()
    shot(page, f"super-double-rack-360-{language}")
    page.click("#round-submit")
    page.wait_for_selector("#view-result:not([hidden])")
    assert api.sheet(sheet_id)["rounds"][1]["rack"] == {"blue": BLUE, "red": red}
    page.click("#result-sheet")

    won_by(page, "Bo")
    page.click("#round-submit")
    page.wait_for_selector("#view-result:not([hidden]) .winner")
    page.click("#result-sheet")
    page.wait_for_selector("#winner-box:not([hidden])")
    assert "Bo" in page.locator("#winner").inner_text()
    # Wins, not points: in the standings and on the chart's axis.
    assert page.locator("#totals [data-player=Bo] .sum").inner_text().startswith("2 ")
    assert page.locator("#chart svg").get_attribute("data-unit") == "wins"
    assert page.locator("#chart .target").count() == 0
    phone.check_access()
    shot(page, f"super-won-360-{language}")
    sheet = api.sheet(sheet_id)
    assert sheet["winner"] == "Bo"
    assert {p["name"]: p["total"] for p in sheet["players"]} == {"Ann": 1, "Bo": 2, "Cy": 0}

    # New game, same players.
    page.click("#play-again")
    page.wait_for_url(lambda url: sheet_id not in url)
    page.wait_for_selector("#totals .total")
    again = api.sheet(page.url.split("sheet=")[1])
    assert again["game"] == "super-rack-o" and again["target"] == 2 and again["round_count"] == 0
    assert [p["name"] for p in again["players"]] == ["Ann", "Bo", "Cy"]


CHART_LABELS_CLIPPED = """() => [...document.querySelectorAll('#chart svg text')]
    .filter((text) => text.getBBox().x < 0).map((text) => text.textContent)"""


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_the_chart_shows_four_digit_totals_whole(phone_at, api, language, shot):
    """Totals past 1,000 (a long game to 2,000): every label of the chart's axis is inside it."""
    phone = phone_at(360, language)
    page = phone.page
    sheet_id = phone.start_game(["Ann", "Bo"], target=2000)
    token = phone.token(sheet_id)
    for _ in range(14):  # Ann 75 a round: 1,050
        status, body, _ = api.call("POST", f"/v1/scoresheets/{sheet_id}/rounds", {
            "rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                         {"player": "Bo", "scoring_cards": 4}]},
            {"Authorization": f"Bearer {token}", "Idempotency-Key": str(uuid.uuid4())})
        assert status == 201, body
    page.reload()
    page.wait_for_selector("#rounds li[data-round='14']")
    assert page.evaluate(CHART_LABELS_CLIPPED) == []
    page.locator("#chart").scroll_into_view_if_needed()
    shot(page, f"chart-four-digits-{language}")


def super_sheet(phone, api, rounds):
    """A Super Rack-O sheet for Ann, Bo and Cy (3 wins needed) with `rounds` already won:
    [(winner, rack or None)]; the page shows it."""
    page = phone.page
    body = {"ruleset": "super-rack-o", "players": ["Ann", "Bo", "Cy"], "target": 3}
    status, sheet, _ = api.call("POST", "/v1/scoresheets", body, {"Idempotency-Key": str(uuid.uuid4())})
    assert status == 201, sheet
    for winner, rack in rounds:
        body = {"winner": winner, **({"rack": rack} if rack else {})}
        status, answer, _ = api.call("POST", f"/v1/scoresheets/{sheet['id']}/rounds", body, {
            "Authorization": f"Bearer {sheet['edit_token']}", "Idempotency-Key": str(uuid.uuid4())})
        assert status == 201, answer
    page.goto(phone.base_url + "/")
    page.evaluate("([id, token]) => localStorage.setItem('racko.sheets', JSON.stringify({[id]: {token, "
                  "ruleset: 'super-rack-o', players: ['Ann', 'Bo', 'Cy']}}))",
                  [sheet["id"], sheet["edit_token"]])
    page.goto(f"{phone.base_url}/?sheet={sheet['id']}")
    page.wait_for_selector(f"#rounds li[data-round='{len(rounds)}']")
    return sheet["id"]


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_any_super_rack_o_round_can_be_corrected_not_only_the_last_undone(phone_at, api, language, shot):
    """Round 1 of three was won by Cy, not Ann: Correct on it opens the round as scored (its
    winner and double rack), and saving moves the win; the rounds after it stay."""
    phone = phone_at(360, language)
    page = phone.page
    sheet_id = super_sheet(phone, api, [("Ann", {"blue": BLUE, "red": RED}), ("Bo", None), ("Bo", None)])
    page.click("#rounds li[data-round='1'] [data-correct='1']")
    page.wait_for_selector("#view-round:not([hidden]) #rack-o-choice", state="attached")
    assert page.locator("#entry .double-rack").count() == 1  # the rack as it was typed
    shot(page, f"super-correct-360-{language}")
    page.click("#who-change") if page.locator("#who").is_hidden() else None
    page.click("#rack-o-choice [data-rack-o='Cy']")
    page.click("#super-check-toggle")  # the rack was Ann's: not sent with Cy's win
    page.click("#round-submit")
    page.wait_for_selector("#view-sheet:not([hidden]) #rounds li[data-round='3']")
    sheet = api.sheet(sheet_id)
    assert [r["round_winner"] for r in sheet["rounds"]] == ["Cy", "Bo", "Bo"]
    assert {p["name"]: p["total"] for p in sheet["players"]} == {"Ann": 0, "Bo": 2, "Cy": 1}
    page.wait_for_selector("#totals [data-player=Cy] .sum:not(:has-text('0'))")


DOUBLE_RACK_SPAN = """() => {
    const top = (sel) => document.querySelector(sel).getBoundingClientRect().top;
    const bottom = (sel) => document.querySelector(sel).getBoundingClientRect().bottom;
    return {header: bottom('header'), rack: top('#entry .double-rack'), check: bottom('#super-check'),
            keys: bottom('#entry .super-pad .pad-tools'), bar: top('.submit-bar'), scrolled: window.scrollY};
}"""


def open_the_check(phone, api):
    """A two-player Super Rack-O sheet whose round Ann won, its double-rack check open: the page."""
    page = phone.page
    super_sheet(phone, api, [("Bo", None)])
    won_by(page, "Ann")
    page.click("#super-check-toggle")
    page.wait_for_selector("#entry .double-rack")
    return page


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_the_double_rack_its_pad_and_check_fit_one_phone_screen(phone_at, api, language, shot):
    """At 360 x 740, once the check is opened, the double rack, every key of its pad and Check sit
    between the header and the Score bar, with no scrolling by the table."""
    phone = phone_at(360, language)
    page = open_the_check(phone, api)
    type_double_rack(page, BLUE[:3])
    span = page.evaluate(DOUBLE_RACK_SPAN)
    shot(page, f"super-typing-360-{language}")
    assert span["header"] <= span["rack"] and max(span["check"], span["keys"]) <= span["bar"] + 1, span
    phone.check_layout()


PAD_BOXES = """() => [...document.querySelectorAll('#entry .super-pad .key,'
    + ' #super-check, #super-check-toggle')]
    .map((el) => { const b = el.getBoundingClientRect(); return [Math.round(b.top), Math.round(b.bottom)]; })
    .concat([[Math.round(window.scrollY), 0]])"""


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_naming_a_wild_moves_nothing_and_check_stays_above_the_score_bar(phone_at, api, language, shot):
    """The pad asks for a wild's named value in its own place and height: the page does not grow
    shorter under the rack (which would pull it down, Check under the Score bar, for good)."""
    phone = phone_at(360, language)
    page = open_the_check(phone, api)
    type_double_rack(page, BLUE + RED[:1])
    before = page.evaluate(PAD_BOXES)
    red_keys = page.locator("#entry .super-pad .pad-cards .key").evaluate_all(
        "(keys) => keys.map((k) => Math.round(k.getBoundingClientRect().top))")
    page.click("#entry .super-pad [data-card='RW']")
    page.wait_for_selector("#entry .super-pad.naming")
    assert page.locator("#entry .super-pad.naming .pad-cards .key").evaluate_all(
        "(keys) => keys.map((k) => Math.round(k.getBoundingClientRect().top))") == red_keys
    assert page.locator("#super-check").is_disabled()
    shot(page, f"super-naming-360-{language}")
    page.click("#entry .super-pad.naming [data-value='5']")
    type_double_rack(page, RED[2:])
    assert page.evaluate(PAD_BOXES) == before
    span = page.evaluate(DOUBLE_RACK_SPAN)
    assert max(span["check"], span["keys"]) <= span["bar"] + 1, span
    phone.check_layout()
