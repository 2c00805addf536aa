"""The number pad: the API lights the cards that score and marks the cards it refuses, in place."""

from __future__ import annotations

import json

import pytest

from tests.web.test_corrections import TEXT_LINES


def tap(page, card):
    page.click(f"#entry .key[data-card='{card}']")
    page.wait_for_selector("#view-round[data-checking='0']")


def slot(page, label):
    return page.locator(f"#entry .rack .slot[data-slot='{label}']")


def test_the_pad_lights_scoring_cards_and_marks_refused_ones(page, phone, shot):
    phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("cards")
    for card in (4, 9, 17):
        tap(page, card)
    assert page.locator("#entry .rack .slot.scored").count() == 3
    # Two players play with 1-40 (R-DECK): the pad offers exactly those.
    assert page.locator("#entry .pad-cards .key").count() == 40

    # A card out of order is kept but does not score: the leading run stops at #15.
    tap(page, 12)
    scored = page.locator("#entry .rack .slot.scored").all()
    assert [s.get_attribute("data-slot") for s in scored] == ["5", "10", "15"]

    # Bo cannot hold a card that is already in Ann's rack: it stays where it was typed, marked.
    phone.player("Bo")
    phone.mode("cards")
    assert "Ann" in page.locator("#entry .key[data-card='9']").get_attribute("aria-label")  # still tappable
    tap(page, 9)
    assert slot(page, 5).locator(".card-no").inner_text() == "9"
    assert "refused" in (slot(page, 5).get_attribute("class") or "")
    assert "Ann" in page.locator("#entry-refusal").inner_text()
    assert "check" in phone.tab_status("Bo")
    # The cursor goes on: the next card read off the table lands in #10, never over the refused one.
    assert slot(page, 10).get_attribute("aria-current") == "true"
    phone.check_layout()
    shot(page, "12-card-refused")
    # The scorekeeper changes it: tap the slot, then the right card.
    slot(page, 5).click()
    tap(page, 1)
    assert slot(page, 5).locator(".card-no").inner_text() == "1"
    assert page.locator("#entry .rack .slot.refused").count() == 0

    # Ann's full rack is ascending but holds no run of 3, which two players need: the API says why.
    phone.player("Ann")
    page.click("#entry .pad-tools [data-key='back']")  # take back the 12
    page.wait_for_selector("#view-round[data-checking='0']")
    for card in (18, 20, 22, 24, 26, 28, 30):
        tap(page, card)
    # Ten cards: Ann's rack stays; her tab says to check it when the verdict arrives.
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Ann"
    page.wait_for_selector("#view-round[data-checking='0']")
    assert "check" in phone.tab_status("Ann")
    line = page.locator("#entry .entry-line .status")
    assert "R-RUN3" in line.inner_text() and "bad" in (line.get_attribute("class") or "")
    # The badge gives the rule's title; one tap on it says the whole refusal over the pad.
    assert "Run of 3" in line.inner_text()
    page.click("#rack-o-refusal")
    said = page.locator("#entry .reasons-pop").inner_text()
    assert "R-RUN3" in said and "cannot be scored as Rack-O" in said
    shot(page, "13-rack-o-refused")


def test_the_quick_start_edition_takes_empty_slots(page, phone):
    phone.start_game(["Ann", "Bo"], ruleset="swedish-bonus")
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.player("Bo")
    phone.mode("cards")
    page.wait_for_selector("#entry .pad")
    for card in (30, None, 12, 20, 33, None, None, 41, 50, 55):
        if card is None:
            # Two empty slots in a row are two deliberate taps, not a double tap's bounce.
            page.wait_for_timeout(350)
            page.click("#entry .pad-tools [data-key='empty']")
            page.wait_for_selector("#view-round[data-checking='0']")
        else:
            tap(page, card)
    # An empty slot breaks a sequence (R-QUICK); the longest ascending one here is 3 cards long.
    # Ten slots entered: Bo's rack stays on screen.
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Bo"
    assert slot(page, 10).locator(".card-no").inner_text() == "–"
    assert page.locator("#entry .pad-cards .key").count() == 60  # Swedish editions: always 1-60
    assert "30" in page.locator("#entry .entry-line .status").inner_text()
    page.click("#entry .why-toggle")  # the reasons are one tap away
    assert "R-SCORE-LONGEST" in page.locator("#entry .reasons").inner_text()
    assert page.locator("#entry .rack .slot.scored").count() == 3


def test_the_classic_edition_has_no_empty_slot_key(page, phone):
    phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("cards")
    page.wait_for_selector("#entry .pad")
    assert page.locator("#entry .pad-tools [data-key='empty']").count() == 0
    assert page.locator("#entry .pad-tools [data-key='back']").count() == 1


def test_a_reload_keeps_what_was_typed(page, phone):
    phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.player("Bo")
    phone.type_cards([6, 11, 3])
    page.reload()
    page.wait_for_selector("#view-round:not([hidden]) #player-tabs .ptab")
    assert "Ann" in page.locator("#who-change").inner_text()
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Bo"
    typed = [slot(page, label).locator(".card-no").inner_text() for label in (5, 10, 15, 20)]
    assert typed == ["6", "11", "3", ""]
    page.wait_for_selector("#view-round[data-checking='0']")
    assert page.locator("#entry .rack .slot.scored").count() == 2

    # Cancelled rounds are forgotten (after the table says so).
    page.click("#round-cancel")
    page.click("#discard-yes")
    page.click("#enter-round")
    page.wait_for_selector("#view-round:not([hidden]) #who:not([hidden])")
    assert page.locator("#rack-o-choice .chip.on").count() == 0


def keep_draft(page, sheet_id, n, draft):
    """A round's racks kept on the phone (a reload, or a page older than its buttons), as typed."""
    page.evaluate("([key, draft]) => localStorage.setItem(key, JSON.stringify(draft))",
                  [f"racko.draft.{sheet_id}.{n}", draft])


def one_card_sequence(bo):
    """Ann went Rack-O, Bo's count (None: not given yet), and Cy's Swedish sequence of one card, kept
    from a page that still offered "1": no button gives it now."""
    quick = {"mode": "quick", "rack": ["?"] * 10, "run": None}
    counts = {"Ann": 10, "Bo": bo, "Cy": 1}
    return {"rackO": "Ann", "active": "Bo", "entries": {p: {**quick, "quick": n} for p, n in counts.items()}}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_a_swedish_sequence_is_never_offered_as_one_card(phone_at, language, shot):
    """A sequence has at least 2 cards (R-SCORE-LONGEST): the counts offered are the ones the rules
    accept, and a count of one would be said in the singular ("1 card", "1 kort", "1 carta")."""
    phone = phone_at(360, language)
    page = phone.page
    phone.start_game(["Ann", "Bo", "Cy"], ruleset="swedish")
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("quick")
    phone.player("Bo")
    counts = page.locator("#entry .quick [data-scoring]")
    assert [b.get_attribute("data-scoring") for b in counts.all()] == [str(n) for n in (0, *range(2, 11))]
    words = {"en": ("1 card", "2 cards"), "sv": ("1 kort", "2 kort"), "it": ("1 carta", "2 carte")}[language]
    said = page.evaluate("() => import('/assets/js/i18n.js')"
                         ".then((m) => [1, 2].map((n) => m.t('entry.cards_n', { n })))")
    assert tuple(said) == words
    assert page.locator("#entry .quick [data-scoring='2']").inner_text() == words[1]
    phone.check_layout()
    shot(page, f"quick-counts-swedish-360-{language}")


def test_an_impossible_quick_count_is_refused_on_the_entry_it_names(page, phone, api, page_errors):
    page_errors.expect(r"status of 422 .*/v1/scoresheets/[^/]+/rounds$")
    # A loser whose rack is in order scores 50 in every edition, so a count of 10 is no longer
    # impossible; a Swedish sequence of one card is (a sequence has at least 2 cards).
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"], ruleset="swedish")
    keep_draft(page, sheet_id, 1, one_card_sequence(2))
    phone.new_round()
    page.click("#round-submit")
    page.wait_for_selector("#round-error:not([hidden])")
    assert "Cy:" in page.locator("#round-error").inner_text()
    assert "bad" in (page.locator("#player-tabs [data-player=Cy]").get_attribute("class") or "")
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Cy"
    assert "R-SCORE-LONGEST" in page.locator("#round-error").inner_text()
    phone.quick(9)
    page.click("#round-submit")
    page.wait_for_selector("#view-result:not([hidden])")
    assert api.sheet(sheet_id)["round_count"] == 1


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_a_refused_count_is_said_once_above_score_its_rule_on_one_line(phone_at, page_errors, language, shot):
    page_errors.expect(r"status of 422 .*/v1/scoresheets/[^/]+/rounds$")
    phone = phone_at(360, language)
    page = phone.page
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"], ruleset="swedish")
    keep_draft(page, sheet_id, 1, one_card_sequence(None))
    phone.new_round()
    page.click("#round-submit")  # too soon: a note asks for Bo's count
    note = page.locator("#round-error")
    note.locator("text=Bo").wait_for()
    phone.quick(3)  # Bo's; Cy's kept 1 is refused: a Swedish sequence has at least 2 cards
    phone.player("Cy")
    counts = page.locator("#entry .quick").bounding_box()
    page.click("#round-submit")
    note.locator(".rule").wait_for()
    # A refusal, coloured as one (not as the note about the missing count before it).
    assert note.evaluate("(el) => getComputedStyle(el).backgroundColor") == "rgb(253, 228, 228)"
    # Said once, above Score where the table just tapped: the rule's tag and the server's words.
    words = note.inner_text().split("Cy: ", 1)[1]
    screen = page.locator("#view-round").inner_text()
    assert screen.count("R-SCORE-LONGEST") == 1 and screen.count(words) == 1, screen
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Cy"
    # Cy's count buttons stay where the finger left them; the tag's rule id is never broken, and
    # its title follows it.
    assert page.locator("#entry .quick").bounding_box() == counts
    tag_lines = note.locator(".rule").evaluate(TEXT_LINES)
    assert tag_lines[0].split(" · ")[0] == "R-SCORE-LONGEST" and " · " in tag_lines[0], tag_lines
    phone.check_layout()
    shot(page, f"quick-count-refused-360-{language}")
    # Another count: the refusal no longer stands, and is no longer said.
    page.click("#entry .quick [data-scoring='4']")
    assert note.is_hidden()


def test_a_hardware_keyboard_types_cards_enter_and_backspace(page, phone):
    phone.start_game(["Ann", "Bo"])  # two players: cards 1-40
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.player("Bo")
    phone.mode("cards")
    page.wait_for_selector("#entry .pad")
    page.keyboard.type("7")  # 70 is past the deck: 7 is a whole card at once
    page.keyboard.type("12")  # a second digit completes it
    page.keyboard.type("3")
    assert slot(page, 15).locator(".card-no").inner_text() == "3…"  # 3 or 30-39: waiting
    page.keyboard.press("Enter")
    page.keyboard.type("2")
    page.keyboard.press("Backspace")  # takes back the digit being typed
    page.keyboard.press("Backspace")  # then the card before
    page.keyboard.type("39")
    page.wait_for_selector("#view-round[data-checking='0']")
    typed = [slot(page, label).locator(".card-no").inner_text() for label in (5, 10, 15, 20)]
    assert typed == ["7", "12", "39", ""]
    assert page.locator("#entry .rack .slot[aria-current=true]").get_attribute("data-slot") == "20"
    # A tap keeps the pad: the key tapped keeps the focus, so the keyboard goes on typing.
    page.click("#entry .key[data-card='1']")
    page.wait_for_selector("#view-round[data-checking='0']")
    focused = "() => document.activeElement.isConnected && document.activeElement.dataset.card"
    assert page.evaluate(focused) == "1"
    page.keyboard.type("40")
    assert slot(page, 25).locator(".card-no").inner_text() == "40"


def test_quick_chosen_on_a_later_players_rack_is_quick_for_every_untouched_rack(page, phone):
    """The rack of whoever went Rack-O opens first: Quick there is the table's habit for the
    players seated before it too, not only after it."""
    phone.start_game(["Ann", "Bo", "Cy"])
    phone.new_round()
    phone.went_rack_o("Bo")
    phone.mode("quick")  # Bo's rack: all 10 score, on to Cy
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Cy"
    page.click("#entry .quick [data-scoring='1']")
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Ann"
    page.click("#entry .quick [data-scoring='4']")  # Ann's rack asks for a count, not ten cards
    assert [phone.tab_status(name) for name in ("Ann", "Cy")] == ["4 cards", "1 card"]


@pytest.mark.parametrize("ruleset", ["hasbro", "swedish"])
def test_the_missing_count_note_follows_the_counts_as_they_are_tapped(page, phone, ruleset):
    """Score too soon asks for a count above the button; tapping that count moves the note on to
    the next player still missing one, and the last count takes it away, before any Score."""
    phone.start_game(["Ann", "Bo", "Cy"], ruleset=ruleset)
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("quick")  # Ann's rack: all 10 score, on to Bo
    page.click("#round-submit")
    note = page.locator("#round-error")
    note.locator("text=Bo").wait_for()
    phone.quick(3)  # Bo's count: the note asks for Cy's now
    assert note.is_visible() and "Cy" in note.inner_text() and "Bo" not in note.inner_text()
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Cy"
    phone.quick(4)  # nothing is missing any more
    assert note.is_hidden()
    phone.score_round()


# The server's refusals the page cannot foresee (the server knows more): one of a slot, one of a rack.
SLOT_REFUSED = {"field": "entries/1/rack/2", "message": "#15: card 9 was counted on another phone",
                "rule": "R-DECK"}
RACK_REFUSED = {"field": "entries/1/rack", "message": "Bo's rack was changed on another phone",
                "rule": "R-SCORE-LEAD"}


@pytest.mark.parametrize("refusal", [SLOT_REFUSED, RACK_REFUSED], ids=["slot", "rack"])
def test_a_refused_rack_is_said_once_above_score_the_slot_still_marked(page, phone, page_errors, refusal):
    page_errors.expect(r"status of 422 .*/v1/scoresheets/[^/]+/rounds$")
    phone.start_game(["Ann", "Bo"])
    answers = [{"type": "about:blank", "title": "Unprocessable Content", "status": 422,
                "detail": refusal["message"], "instance": "/", "errors": [refusal]}]

    def refuse_once(route):
        if answers and route.request.method == "POST":
            route.fulfill(status=422, content_type="application/problem+json", body=json.dumps(answers.pop()))
        else:
            route.continue_()

    page.route("**/v1/scoresheets/*/rounds", refuse_once)
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.type_cards([2, 3, 4, 10, 14, 17, 20, 24, 30, 35])  # Ann's, a run of 3
    phone.type_cards([1, 5, 9, 13, 18, 21, 25, 29, 33, 38])  # Bo's
    page.click("#round-submit")
    note = page.locator("#round-error")
    note.locator(".rule").wait_for()
    assert note.locator(".rule").inner_text().split(" · ")[0] == refusal["rule"]  # then its title
    screen = page.locator("#view-round").inner_text()
    assert screen.count(refusal["message"]) == 1 and screen.count(refusal["rule"]) == 1, screen
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Bo"
    assert "bad" in (page.locator("#player-tabs [data-player=Bo]").get_attribute("class") or "")
    marked = [s.get_attribute("data-slot") for s in page.locator("#entry .rack .slot.refused").all()]
    assert marked == (["15"] if refusal is SLOT_REFUSED else [])
    phone.check_layout()
    if refusal is SLOT_REFUSED:  # the next card typed replaces the refused one: the refusal is gone
        assert page.locator("#entry .rack .slot[aria-current=true]").get_attribute("data-slot") == "15"
        page.click("#entry .key[data-card='11']")
        assert note.is_hidden()
        phone.score_round()
