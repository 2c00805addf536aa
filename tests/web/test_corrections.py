"""Undo the last round and correct an earlier one, with If-Match on the sheet's ETag."""

from __future__ import annotations

import uuid

import pytest
from playwright.sync_api import expect

from tests.web.test_table_pace import LATE_ANSWERS, TAP_MS


def quick_round(rack_o: str, counts: dict[str, int]) -> dict:
    return {"rack_o": rack_o, "entries": [{"player": rack_o, "scoring_cards": 10}] +
            [{"player": name, "scoring_cards": n} for name, n in counts.items()]}


def post_round(api, sheet_id: str, token: str, body: dict) -> None:
    status, answer, _ = api.call("POST", f"/v1/scoresheets/{sheet_id}/rounds", body,
                                 {"Authorization": f"Bearer {token}", "Idempotency-Key": str(uuid.uuid4())})
    assert status == 201, answer


def totals(api, sheet_id: str) -> dict[str, int]:
    return {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]}


def test_undo_the_last_round_and_correct_an_earlier_one(page, phone, api, page_errors, shot):
    # A phone without streams (it polls): another phone's round reaches it only at the next poll,
    # so its ETag can be stale when it undoes.
    page.add_init_script("window.EventSource = undefined")
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"])
    token = phone.token(sheet_id)
    post_round(api, sheet_id, token, quick_round("Ann", {"Bo": 2, "Cy": 3}))
    post_round(api, sheet_id, token, quick_round("Bo", {"Ann": 4, "Cy": 1}))
    post_round(api, sheet_id, token, quick_round("Cy", {"Ann": 1, "Bo": 1}))
    page.reload()
    page.wait_for_selector("#rounds li[data-round='3']")

    # Undo takes two taps, so a stray tap never removes a round.
    page.click("#undo-last")
    assert "Tap again" in page.locator("#undo-last").inner_text()
    assert api.sheet(sheet_id)["round_count"] == 3
    page.click("#undo-last")
    # Undone, not lost: round 3's entries open again for editing, and the screen says so.
    page.wait_for_selector("#view-round:not([hidden]) #round-error:text('Round 3 undone')")
    assert page.locator("#round-title").inner_text() == "Round 3"
    assert "Cy" in page.locator("#who-change").inner_text()
    phone.player("Ann")
    assert page.locator("#entry .quick .btn.on").get_attribute("data-scoring") == "1"
    assert api.sheet(sheet_id)["round_count"] == 2
    assert totals(api, sheet_id) == {"Ann": 95, "Bo": 85, "Cy": 20}
    page.click("#round-cancel")
    page.click("#discard-yes")
    page.wait_for_selector("#view-sheet:not([hidden])")
    page.wait_for_selector("#rounds li[data-round='3']", state="detached")

    # Correct round 1: Bo's order broke at #35, not #15.
    page.click("#rounds li[data-round='1'] [data-correct='1']")  # on the round, without opening it
    expect(page.locator("#round-title")).to_have_text("Correct round 1")  # its number a span of its own
    assert "Ann" in page.locator("#who-change").inner_text()
    phone.player("Bo")
    assert page.locator("#entry .quick .btn.on").get_attribute("data-scoring") == "2"
    phone.check_layout()
    shot(page, "08-correct-round")
    page.click("#entry .quick [data-scoring='6']")
    page.click("#round-submit")
    page.wait_for_selector("#view-sheet:not([hidden])")
    page.wait_for_selector("#totals [data-player=Bo] .sum:text-is('105')")
    sheet = api.sheet(sheet_id)
    assert [p["points"] for p in sheet["rounds"][0]["players"] if p["player"] == "Bo"] == [30]
    assert totals(api, sheet_id) == {"Ann": 95, "Bo": 105, "Cy": 20}

    # Another phone changes the sheet first: the page's ETag is stale, the server says 412,
    # the page shows the latest sheet and nothing is undone behind anyone's back.
    page_errors.expect(r"status of 412 .*/rounds/last")
    post_round(api, sheet_id, token, quick_round("Cy", {"Ann": 2, "Bo": 2}))
    page.click("#undo-last")
    page.click("#undo-last")
    page.wait_for_selector("#sheet-problem:text('changed on another phone')")
    page.wait_for_selector("#rounds li[data-round='3']")
    assert api.sheet(sheet_id)["round_count"] == 3
    page.click("#undo-last")
    page.click("#undo-last")
    page.wait_for_selector("#view-round:not([hidden]) #round-error:text('Round 3 undone')")
    assert api.sheet(sheet_id)["round_count"] == 2
    shot(page, "09-after-undo")


def test_an_undo_whose_answer_was_lost_is_not_taken_for_another_phone(page, phone, api, page_errors):
    """The server undid round 2 but the phone never heard: the next Undo is refused (412), and
    the sheet read again is that undo and nothing else, so round 2 opens undone, no false alarm."""
    page_errors.expect(r"ERR_TIMED_OUT")  # the answer the test throws away
    page_errors.expect(r"status of 412 .*/rounds/last")
    page.add_init_script("window.EventSource = undefined")  # no stream to tell it in between
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"])
    token = phone.token(sheet_id)
    post_round(api, sheet_id, token, quick_round("Ann", {"Bo": 2, "Cy": 3}))
    post_round(api, sheet_id, token, quick_round("Bo", {"Ann": 4, "Cy": 1}))
    page.reload()
    page.wait_for_selector("#rounds li[data-round='2']")
    lost: list[int] = []

    def lose_first_answer(route):
        if lost:
            route.continue_()
            return
        response = route.fetch()  # the server undoes round 2
        lost.append(response.status)
        route.abort("timedout")

    page.route("**/v1/scoresheets/*/rounds/last", lose_first_answer)
    page.click("#undo-last")
    page.click("#undo-last")
    page.wait_for_selector("#sheet-problem:not([hidden])")
    assert lost == [200] and api.sheet(sheet_id)["round_count"] == 1
    assert page.locator("#undo-last").inner_text() == "Undo round\u00a02"  # the phone never heard

    page.click("#undo-last")
    page.click("#undo-last")
    page.wait_for_selector("#view-round:not([hidden]) #round-error:text('Round 2 undone')")
    assert "another phone" not in page.locator("body").inner_text()
    assert page.locator("#round-title").inner_text() == "Round 2"
    phone.player("Cy")
    assert page.locator("#entry .quick .btn.on").get_attribute("data-scoring") == "1"
    assert api.sheet(sheet_id)["round_count"] == 1  # round 1 is still there: one undo, not two


def test_the_round_just_scored_can_be_undone_where_it_is_shown(page, phone, api):
    sheet_id = phone.start_game(["Ann", "Bo"])
    phone.quick_round("Ann", "Bo", 3)
    assert page.locator("#result-tools [data-correct='1']").is_visible()
    # The phone has read the sheet with round 1 (its version is what Undo sends as If-Match).
    page.wait_for_function(
        f"() => JSON.parse(localStorage.getItem('racko.sheet.{sheet_id}')).sheet.round_count === 1")
    # Undo sits apart from Correct: at the other end of the row.
    correct = page.locator("#result-tools [data-correct='1']").bounding_box()
    undo = page.locator("#undo-result").bounding_box()
    assert correct and undo and undo["x"] - (correct["x"] + correct["width"]) > 40
    page.click("#undo-result")
    page.click("#undo-result")
    # The racks are kept: the round opens again to be changed and scored.
    page.wait_for_selector("#view-round:not([hidden]) #round-error:text('Round 1 undone')")
    assert page.locator("#round-error").is_visible()
    assert api.sheet(sheet_id)["round_count"] == 0
    phone.player("Bo")
    assert page.locator("#entry .quick .btn.on").get_attribute("data-scoring") == "3"
    phone.quick(5)
    phone.score_round()
    assert api.sheet(sheet_id)["round_count"] == 1
    assert totals(api, sheet_id) == {"Ann": 75, "Bo": 25}


# An element's text as the phone draws it, line by line (a character's line is where its box
# sits), however many text nodes it is made of.
TEXT_LINES = """(el) => {
    const lines = new Map();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (let i = 0; i < text.length; i += 1) {
            const range = document.createRange();
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            const box = range.getClientRects()[0];
            if (box) lines.set(Math.round(box.top), (lines.get(Math.round(box.top)) || '') + text.data[i]);
        }
    }
    return [...lines.values()].map((line) => line.replace(/\\s+/g, ' ').trim());
}"""
ROUND_WORD = {"en": "round", "sv": "runda", "it": "round"}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_the_undo_label_never_leaves_its_round_number_alone_on_a_line(phone_at, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    phone.start_game(["Ann", "Bo"])
    phone.quick_round("Ann", "Bo", 3)

    def number_line(selector: str) -> str:
        lines = page.locator(selector).evaluate(TEXT_LINES)
        return next(line for line in lines if "1" in line)

    word = ROUND_WORD[language]
    # On the result, then on the sheet: as it stands, and armed ("Tap again to undo round 1").
    for selector, back in (("#undo-result", "#result-sheet"), ("#undo-last", None)):
        page.wait_for_selector(selector)
        assert number_line(selector).endswith(f"{word} 1")
        page.click(selector)
        assert page.locator(selector).get_attribute("class").split().count("armed") == 1
        assert number_line(selector).endswith(f"{word} 1"), page.locator(selector).evaluate(TEXT_LINES)
        phone.check_layout()
        page.locator(selector).scroll_into_view_if_needed()
        shot(page, f"undo-armed-{selector[1:]}-360-{language}")
        if back:
            page.click(back)
    assert page.locator("#rounds li[data-round='1']").is_visible()  # armed only: nothing undone


# At the table's pace on a weak network (every /v1/ answer 600 ms late, taps 150 ms apart): the
# round just scored is the one Undo names and undoes, before the sheet read after it arrives.
UNDO_WORDS = {"en": ("Tap again to undo round", "Round {n} undone"),
              "sv": ("Tryck igen för att ångra runda", "Runda {n} ångrad"),
              "it": ("Tocca ancora per annullare il round", "Round {n} annullato")}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_undo_right_after_scoring_on_a_slow_network_undoes_the_round_just_scored(phone_at, api, language,
                                                                                 shot):
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(["Ann", "Bo"])
    phone.new_round()
    for went, other, count in (("Ann", "Bo", 3), ("Bo", "Ann", 5)):
        phone.went_rack_o(went)
        phone.mode("quick")
        phone.player(other)
        phone.quick(count)
        phone.run(went, 3)  # two players: the run of 3 going Rack-O needs
        phone.score_round()
        if went == "Ann":
            page.click("#result-next")
            page.wait_for_selector("#view-round:not([hidden]) #rack-o-choice .chip", state="attached")
    # Round 2 is on the screen; the sheet with it is still on its way. Two taps, 150 ms apart.
    armed, undone = UNDO_WORDS[language]
    page.click("#undo-result")
    label = page.locator("#undo-result").inner_text().replace("\u00a0", " ")
    box = page.locator("#undo-result").bounding_box()
    shot(page, f"undo-armed-slow-360-{language}")
    assert label.replace("\n", " ").endswith(f"{armed} 2"), label
    assert box and box["y"] >= 0 and round(box["y"] + box["height"]) <= 740, box  # all of it in sight
    page.wait_for_timeout(TAP_MS)
    page.click("#undo-result")
    page.wait_for_selector(f"#view-round:not([hidden]) #round-error:text('{undone.format(n=2)}')",
                           timeout=15000)
    assert api.sheet(sheet_id)["round_count"] == 1
    # Its racks open again as round 2, as they were scored.
    assert page.locator("#round-title").inner_text().endswith("2")
    phone.player("Ann")
    assert page.locator("#entry .quick .btn.on").get_attribute("data-scoring") == "5"


def test_a_round_sent_late_from_the_outbox_is_the_round_undo_undoes(phone_at, api, page_errors):
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")  # what the page asks while offline
    phone = phone_at(360)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(["Ann", "Bo"])
    phone.quick_round("Ann", "Bo", 3)
    page.click("#result-sheet")
    page.wait_for_selector("#view-sheet:not([hidden]) #rounds li[data-round='1']")

    # Round 2 is scored offline: kept on the phone, then sent when the network returns.
    page.context.set_offline(True)
    page.wait_for_selector("#netbar:not([hidden])")
    phone.new_round()
    phone.went_rack_o("Bo")
    phone.player("Ann")
    phone.quick(5)
    phone.run("Bo", 3)  # two players: the run of 3 going Rack-O needs
    page.click("#round-submit")
    page.wait_for_selector("#view-sheet:not([hidden]) #rounds li.pending[data-pending='2']")
    page.context.set_offline(False)

    # Undo offers the last round, round 2, as soon as it offers one; two taps undo it.
    page.click("#undo-last")
    label = page.locator("#undo-last").inner_text().replace("\u00a0", " ")
    assert label.endswith("Tap again to undo round 2"), label
    page.wait_for_timeout(TAP_MS)
    page.click("#undo-last")
    page.wait_for_selector("#view-round:not([hidden]) #round-error:text('Round 2 undone')", timeout=15000)
    assert api.sheet(sheet_id)["round_count"] == 1
    assert {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]} == {"Ann": 75, "Bo": 15}





@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_the_correction_title_never_leaves_its_round_number_alone_on_a_line(phone_at, api, language):
    """At 360 px "Correct round 2" takes two lines beside the Rack-O player and Cancel: the number
    goes down with its word ("Rätta / runda 2"), never alone ("Rätta runda / 2")."""
    phone = phone_at(360, language)
    page = phone.page
    sheet_id = phone.start_game(["Anna", "Bertil", "Carla", "Dmitri"])
    token = phone.token(sheet_id)
    for _ in range(2):
        post_round(api, sheet_id, token, quick_round("Carla", {"Anna": 6, "Bertil": 5, "Dmitri": 10}))
    page.reload()
    page.wait_for_selector("#rounds li[data-round='2']")
    page.click("[data-correct='2']")
    page.wait_for_selector("#view-round:not([hidden]) #player-tabs .ptab")
    lines = page.locator("#round-title").evaluate(TEXT_LINES)
    assert len(lines) == 2, lines  # the case in point: the title does wrap
    assert lines[-1].endswith(f"{ROUND_WORD[language]} 2"), lines
    phone.check_layout()
