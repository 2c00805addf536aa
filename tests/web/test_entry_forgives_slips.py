"""The slips of a person at a table, tapped as a person taps: read where the key is, wait 150 ms,
tap those coordinates; a double tap is two taps 70 ms apart by the finger's clock, however late a
busy phone hands the second one over. Every answer of the API comes 600 ms late where it matters.
None of them may file a card under the wrong name or in the wrong slot.
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from tests.web.test_table_pace import LATE_ANSWERS

LABELS = (5, 10, 15, 20, 25, 30, 35, 40, 45, 50)
ANN = [2, 5, 9, 12, 13, 14, 24, 29, 33, 38]  # Rack-O with a run of 3: 75
BO = [1, 4, 16, 18, 22, 40, 35, 30, 45, 50]  # in order to #30: 30
CY = [3, 6, 7, 10, 20, 11, 25, 27, 41, 60]  # in order to #25: 25
DI = [8, 15, 17, 19, 21, 23, 26, 28, 31, 32]  # in order, not Rack-O: 50
TOTALS = {"Ann": 75, "Bo": 30, "Cy": 25, "Di": 50}
LANGUAGES = ["en", "sv", "it"]


def centre(page, selector):
    """Where the key is now, as an eye reads it: a late answer redraws the tabs and pad, and a key
    read in the instant its old node leaves has no box, so it is read again."""
    box = None
    for _ in range(40):
        box = page.locator(selector).bounding_box()
        if box:
            break
        page.wait_for_timeout(25)
    assert box, selector
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def dated_tap(cdp, x, y, at):
    """A tap at (x, y) whose events are dated `at` (seconds since the epoch), as a phone dates a
    touch when the finger lifts, however late the page gets round to it."""
    for kind, button in (("mouseMoved", "none"), ("mousePressed", "left"), ("mouseReleased", "left")):
        cdp.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": button,
                                               "clickCount": 0 if button == "none" else 1, "timestamp": at})


def tap(page, selector, twice=False, late=0.07):
    """Read where the key is, take 150 ms to move the finger there, tap. Twice: the second tap
    70 ms after the first by the finger's clock, handed to the page `late` seconds after the first
    (a loaded test machine, or a busy phone, hands it over later than it was made)."""
    x, y = centre(page, selector)
    page.wait_for_timeout(150)
    if not twice:
        page.mouse.click(x, y)
        return
    cdp = page.context.new_cdp_session(page)
    first = time.time()
    dated_tap(cdp, x, y, first)
    page.wait_for_timeout(late * 1000)
    dated_tap(cdp, x, y, first + 0.07)
    cdp.detach()


def tap_cards(page, cards):
    for card in cards:
        tap(page, f"#entry .key[data-card='{card}']")


def rack(page):
    slot = "#entry .rack .slot[data-slot='{}'] .card-no"
    return [page.locator(slot.format(label)).inner_text() for label in LABELS]


def active(page):
    return page.locator("#player-tabs .ptab.on").get_attribute("data-player")


def key_boxes(page):
    return page.evaluate("""() => [...document.querySelectorAll('#entry .key')].map((k) => {
        const r = k.getBoundingClientRect();
        return [k.dataset.card || k.dataset.key, r.x, r.y, r.width, r.height];
    })""")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pad_keeps_its_place_while_the_network_comes_and_goes(phone_at, page_errors, language, shot):
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    phone.start_game(["Ann", "Bo", "Cy", "Di"])
    phone.new_round()
    phone.went_rack_o("Ann")
    before = key_boxes(page)
    tap_cards(page, ANN[:3])
    page.context.set_offline(True)  # mid-rack: the banner comes
    page.wait_for_selector("#netbar:not([hidden])")
    assert key_boxes(page) == before
    tap_cards(page, ANN[3:6])
    # Offline, Clear is in reach: nothing lies over it, the Score bar least of all.
    x, y = centre(page, "#entry [data-key='back']")
    under_finger = "([x, y]) => document.elementFromPoint(x, y).closest('[data-key=back]') !== null"
    assert page.evaluate(under_finger, [x, y])
    shot(page, f"slips-offline-banner-360-{language}")
    page.context.set_offline(False)  # and goes
    page.wait_for_selector("#netbar", state="hidden")
    assert key_boxes(page) == before
    tap_cards(page, ANN[6:])
    page.wait_for_selector("#view-round[data-checking='0']", timeout=15000)
    assert key_boxes(page) == before
    assert rack(page) == [str(c) for c in ANN]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_double_tap_types_one_card_and_opens_no_rack(phone_at, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Ann")
    tap_cards(page, ANN[:9])
    tap(page, f"#entry .key[data-card='{ANN[9]}']", twice=True)  # the tenth card, tapped twice
    assert active(page) == "Ann"
    assert rack(page) == [str(c) for c in ANN]
    assert phone.tab_status("Bo") == "0/10"
    # A double tap mid-rack types the card once: the next slot stays free.
    phone.player("Bo")
    tap(page, "#entry .key[data-card='1']", twice=True)
    assert rack(page)[:2] == ["1", ""]
    assert page.locator("#entry .rack .slot.refused").count() == 0
    bo = [1, 4, 16, 18, 22, 40, 35, 30, 36, 39]  # the deck of two players is 1-40
    tap_cards(page, bo[1:])
    page.wait_for_selector("#view-round[data-checking='0']", timeout=15000)
    assert rack(page) == [str(c) for c in bo]
    shot(page, f"slips-rack-done-360-{language}")
    phone.score_round()
    assert phone.page.locator("#view-result").is_visible()


@pytest.mark.parametrize("language", LANGUAGES)
def test_next_is_a_deliberate_step_and_its_double_tap_changes_nothing(phone_at, language):
    phone = phone_at(360, language)
    page = phone.page
    phone.start_game(["Ann", "Bo", "Cy"])
    phone.new_round()
    phone.went_rack_o("Ann")
    tap_cards(page, ANN)
    assert active(page) == "Ann"
    next_ = page.locator("#entry-next")
    assert next_.get_attribute("data-next") == "Bo"
    page.wait_for_timeout(300)  # reading the button
    # The second tap lands where Bo's Type/Quick switch now is, handed over 400 ms late as a phone
    # busy drawing Bo's rack does: still a bounce, as the finger made it 70 ms after the first.
    tap(page, "#entry-next", twice=True, late=0.4)
    assert active(page) == "Bo"
    assert page.locator("#entry .modes [data-mode=cards]").get_attribute("aria-pressed") == "true"
    assert phone.tab_status("Bo") == phone.tab_status("Cy") == "0/10"


def enter_rack(page, name, cards, language):
    """As the scorekeeper does: read whose rack the pad is on; if not the one in hand, tap that
    player's tab (or Next where it names them); then the cards."""
    shown = page.locator("#entry-name").inner_text().replace("★", "").strip()
    if shown != name:
        step = page.locator("#entry-next")
        if step.count() and step.get_attribute("data-next") == name:
            page.wait_for_timeout(300)
            tap(page, "#entry-next")
        else:
            tap(page, f"#player-tabs [data-player='{name}']")
    assert page.locator("#entry-name").inner_text().replace("★", "").strip() == name
    tap_cards(page, cards)


RACKS = {"Ann": ANN, "Bo": BO, "Cy": CY, "Di": DI}


@pytest.mark.parametrize(("order", "language"), [
    (["Ann", "Bo", "Cy", "Di"], "en"),  # seat order, though the round opens on Cy's rack
    (["Cy", "Di", "Ann", "Bo"], "sv"),  # the round's order, from the player who went Rack-O
    (["Di", "Ann", "Cy", "Bo"], "it")])  # jumping about
def test_racks_in_any_order_are_filed_under_the_right_name(phone_at, api, order, language):
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(list(RACKS))
    phone.new_round()
    phone.went_rack_o("Ann")
    for name in order:
        enter_rack(page, name, RACKS[name], language)
    page.wait_for_selector("#view-round[data-checking='0']", timeout=15000)
    phone.score_round()
    status, round_, _ = api.call("GET", f"/v1/scoresheets/{sheet_id}/rounds/1")
    assert status == 200
    assert {e["player"]: e["rack"] for e in round_["entries"]} == RACKS
    assert {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]} == TOTALS


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_name_shows_whole_or_as_a_short_form_unique_at_the_table(phone_at, language, shot):
    names = ["Margaret", "Margherita", "Annabelle Smith", "Annabelle Smyth"]
    phone = phone_at(360, language)
    page = phone.page
    phone.start_game(names)
    phone.new_round()
    phone.went_rack_o("Margaret")
    shown = page.evaluate("""() => [...document.querySelectorAll('#player-tabs .pname')].map((el) =>
        [el.textContent,
         el.scrollWidth <= el.clientWidth + 0.5 && el.scrollHeight <= el.clientHeight + 0.5])""")
    texts = [text.replace("★", "").strip() for text, _ in shown]
    assert all(fits for _, fits in shown), shown  # nothing cut off by the box
    assert len(set(texts)) == 4, texts
    for name, text in zip(names, texts, strict=True):
        assert text == name or (text.endswith("…") and name.startswith(text[:-1])), (name, text)
    # The player whose rack is typed: whole, in large letters.
    big = page.locator("#entry-name")
    assert big.inner_text().replace("★", "").strip() == "Margaret"
    assert float(big.evaluate("(el) => parseFloat(getComputedStyle(el).fontSize)")) >= 22
    phone.player("Annabelle Smyth")
    assert big.inner_text() == "Annabelle Smyth"
    phone.check_layout()
    shot(page, f"slips-names-360-{language}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_misread_card_is_marked_in_both_racks_and_moved_in_one_tap(phone_at, api, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Bo")
    bo = [1, 4, 16, 18, 22, 31, 35, 36, 37, 40]  # Rack-O with a run of 3
    ann = [2, 5, 9, 12, 31, 14, 24, 29, 33, 38]  # her 13 misread as 31, Bo's card
    phone.player("Ann")
    tap_cards(page, ann)
    phone.player("Bo")
    tap_cards(page, bo)
    # Bo's 31, typed later, is refused; Ann's 31 is marked too.
    assert [s.get_attribute("data-slot") for s in page.locator("#entry .rack .slot.refused").all()] == ["30"]
    keep = page.locator("#entry-keep")
    assert "Ann" in keep.inner_text() and "25" in keep.inner_text()
    shot(page, f"slips-misread-later-360-{language}")
    phone.player("Ann")
    assert [s.get_attribute("data-slot") for s in page.locator("#entry .rack .slot.twin").all()] == ["25"]
    assert "Bo" in page.locator("#entry-refusal").inner_text()
    shot(page, f"slips-misread-earlier-360-{language}")
    # From Bo's rack, one tap takes the 31 out of Ann's, where it was misread.
    phone.player("Bo")
    page.wait_for_timeout(300)
    tap(page, "#entry-keep")
    page.wait_for_selector("#view-round[data-checking='0']", timeout=15000)
    assert page.locator("#entry .rack .slot.refused").count() == 0
    assert rack(page) == [str(c) for c in bo]
    phone.player("Ann")
    current = page.locator("#entry .rack .slot[aria-current=true]").get_attribute("data-slot")
    assert rack(page)[4] == "" and current == "25"
    tap_cards(page, [13])
    page.wait_for_selector("#view-round[data-checking='0']", timeout=15000)
    phone.score_round()
    assert {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]} == {"Ann": 50, "Bo": 75}


RUN_ASKED = {"en": "run of 3", "sv": "svit om 3", "it": "corsa di 3"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_two_player_quick_round_asks_for_the_run_of_3(phone_at, api, language):
    phone = phone_at(360, language)
    page = phone.page
    sheet_id = phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("quick")
    assert active(page) == "Ann"  # the run is still to say
    assert RUN_ASKED[language] in page.locator("#entry").inner_text()
    phone.player("Bo")
    phone.quick(4)
    page.click("#round-submit")  # the run not given: asked for, nothing sent
    page.wait_for_selector("#round-error:not([hidden])")
    assert "Ann" in page.locator("#round-error").inner_text() and active(page) == "Ann"
    assert api.sheet(sheet_id)["round_count"] == 0
    page.click("#entry .quick [data-run='3']")
    phone.score_round()
    status, round_, _ = api.call("GET", f"/v1/scoresheets/{sheet_id}/rounds/1")
    assert status == 200
    assert {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]} == {"Ann": 75, "Bo": 20}
    ann = next(p for p in round_["players"] if p["player"] == "Ann")
    assert "R-RUN3" in str(ann) and "unchecked" not in str(ann)  # the run is checked


def test_a_quick_rack_o_without_a_run_of_3_is_refused(phone_at, api, page_errors):
    page_errors.expect(r"status of 422 .*/rounds$")  # the server refuses it, and the page says why
    phone = phone_at(360)
    page = phone.page
    sheet_id = phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("quick")
    page.click("#entry .quick [data-run='none']")  # "2 or less"
    phone.quick(4)
    page.click("#round-submit")
    page.wait_for_selector("#round-error:not([hidden])")
    assert "R-RUN3" in page.locator("#round-error").inner_text()
    assert api.sheet(sheet_id)["round_count"] == 0


@pytest.mark.parametrize("language", LANGUAGES)
def test_readable_at_arms_length_with_press_feedback_and_a_score_that_says_sending(phone_at, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    phone.start_game(["Ann", "Bo", "Cy", "Di"])
    phone.new_round()
    phone.went_rack_o("Ann")
    sizes = page.evaluate("""() => ({
        keys: [...document.querySelectorAll('#entry .pad-cards .key')].map((k) => {
            const r = k.getBoundingClientRect();
            return [r.width, r.height, parseFloat(getComputedStyle(k).fontSize)]; }),
        labels: [...document.querySelectorAll('#entry .slot .label')]
          .map((l) => parseFloat(getComputedStyle(l).fontSize)),
    })""")
    assert min(h for _, h, _ in sizes["keys"]) >= 44
    assert min(w for w, _, _ in sizes["keys"]) >= 32  # ten a row across 360 px
    assert min(f for _, _, f in sizes["keys"]) >= 18 and min(sizes["labels"]) >= 18
    # A finger on a key shows it pressed.
    x, y = centre(page, "#entry .key[data-card='7']")
    plain = page.locator("#entry .key[data-card='7']").evaluate("(k) => getComputedStyle(k).backgroundColor")
    page.mouse.move(x, y)
    page.mouse.down()
    pressed = page.locator("#entry .key[data-card='7']").evaluate(
        "(k) => getComputedStyle(k).backgroundColor")
    page.mouse.up()
    assert pressed != plain
    page.keyboard.press("Backspace")
    # Score says it is sending, then the result shows.
    for name, cards in RACKS.items():
        phone.player(name)
        tap_cards(page, cards)
    page.wait_for_selector("#view-round[data-checking='0']", timeout=15000)
    held: list = []  # the round's answer held until the button has been read, not timed
    page.route("**/v1/scoresheets/*/rounds", lambda route: held.append(route))
    tap(page, "#round-submit")
    submit = page.locator("#round-submit")
    expect(submit).to_have_class(re.compile(r"\bsending\b"))
    expect(submit).to_have_attribute("aria-busy", "true")
    shot(page, f"slips-sending-360-{language}")
    page.unroute("**/v1/scoresheets/*/rounds")
    for route in held:
        route.continue_()
    page.wait_for_selector("#view-result:not([hidden]) .result-table", timeout=15000)
