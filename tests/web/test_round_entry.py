"""The number pad: the API lights the cards that score and refuses impossible cards at once."""

from __future__ import annotations


def tap(page, card):
    page.click(f"#entry .key[data-card='{card}']")
    page.wait_for_selector("#view-round[data-checking='0']")


def slot(page, label):
    return page.locator(f"#entry .rack .slot[data-slot='{label}']")


def test_the_pad_lights_scoring_cards_and_refuses_impossible_ones(page, phone, page_errors, shot):
    page_errors.expect(r"status of 422 .*/v1/(score|rounds/score)$")  # the refusals this test provokes
    phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("cards")
    for card in (4, 9, 17):
        tap(page, card)
    assert page.locator("#entry .rack .slot.scored").count() == 3

    # 41 is outside the 1-40 deck of a two-player Hasbro game: refused at once, the slot stays free.
    tap(page, 41)
    page.wait_for_selector("#toast:text('Card 41 refused')")
    assert "1-40" in page.locator("#toast").inner_text()
    assert slot(page, 20).locator(".card-no").inner_text() == ""
    assert slot(page, 20).get_attribute("aria-current") == "true"

    # A card out of order is kept but does not score: the leading run stops at #15.
    tap(page, 12)
    scored = page.locator("#entry .rack .slot.scored").all()
    assert [s.get_attribute("data-slot") for s in scored] == ["5", "10", "15"]
    assert "broken at #20" in page.locator("#entry .entry-summary").inner_text()

    # Bo cannot hold a card that is already in Ann's rack.
    phone.player("Bo")
    phone.mode("cards")
    assert "Ann" in page.locator("#entry .key[data-card='9']").inner_text()  # marked, still tappable
    tap(page, 9)
    page.wait_for_selector("#toast:text('Card 9 refused')")
    assert "Ann" in page.locator("#toast").inner_text()
    assert slot(page, 5).locator(".card-no").inner_text() == ""
    phone.check_layout()
    shot(page, "12-card-refused")

    # Ann's full rack is ascending but holds no run of 3, which two players need: the API says why.
    phone.player("Ann")
    page.click("#entry .pad-tools [data-key='back']")  # take back the 12
    page.wait_for_selector("#view-round[data-checking='0']")
    for card in (18, 20, 22, 24, 26, 28, 30):
        tap(page, card)
    summary = page.locator("#entry .entry-summary")
    assert "R-RUN3" in summary.inner_text()
    assert "bad" in (summary.get_attribute("class") or "")
    shot(page, "13-rack-o-refused")


def test_the_quick_start_edition_takes_empty_slots(page, phone):
    phone.start_game(["Ann", "Bo"], ruleset="swedish-bonus")
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.player("Bo")
    phone.mode("cards")
    for card in (30, None, 12, 20, 33, None, None, 41, 50, 55):
        if card is None:
            page.click("#entry .pad-tools [data-key='empty']")
            page.wait_for_selector("#view-round[data-checking='0']")
        else:
            tap(page, card)
    # An empty slot breaks a sequence (R-QUICK); the longest ascending one here is 3 cards long.
    assert slot(page, 10).locator(".card-no").inner_text() == "–"
    summary = page.locator("#entry .entry-summary").inner_text()
    assert "30 points" in summary and "R-SCORE-LONGEST" in summary
    assert page.locator("#entry .rack .slot.scored").count() == 3


def test_the_classic_edition_has_no_empty_slot_key(page, phone):
    phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.mode("cards")
    assert page.locator("#entry .pad-tools [data-key='empty']").count() == 0
    assert page.locator("#entry .pad-tools [data-key='back']").count() == 1


def test_a_reload_keeps_what_was_typed(page, phone):
    phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.player("Bo")
    phone.mode("cards")
    for card in (6, 11, 3):
        tap(page, card)
    page.reload()
    page.wait_for_selector("#view-round:not([hidden]) #player-tabs .ptab")
    assert page.locator("#rack-o-choice .chip.on").inner_text() == "Ann"
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Bo"
    typed = [slot(page, label).locator(".card-no").inner_text() for label in (5, 10, 15, 20)]
    assert typed == ["6", "11", "3", ""]
    page.wait_for_selector("#view-round[data-checking='0']")
    assert page.locator("#entry .rack .slot.scored").count() == 2

    # Cancelled rounds are forgotten.
    page.click("#round-cancel")
    page.click("#enter-round")
    page.wait_for_selector("#view-round:not([hidden]) #player-tabs .ptab")
    assert page.locator("#rack-o-choice .chip.on").count() == 0


def test_an_impossible_quick_count_is_refused_on_the_entry_it_names(page, phone, api, page_errors):
    page_errors.expect(r"status of 422 .*/v1/scoresheets/[^/]+/rounds$")
    # A loser whose rack is in order scores 50 in every edition, so a count of 10 is no longer
    # impossible; a Swedish sequence of one card is (a sequence has at least 2 cards).
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"], ruleset="swedish")
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("quick")
    phone.player("Bo")
    phone.quick(2)
    phone.player("Cy")
    phone.quick(1)
    phone.player("Bo")
    page.click("#round-submit")
    page.wait_for_selector("#round-error:not([hidden])")
    assert "Cy:" in page.locator("#round-error").inner_text()
    assert "bad" in (page.locator("#player-tabs [data-player=Cy]").get_attribute("class") or "")
    phone.player("Cy")
    assert "R-SCORE-LONGEST" in page.locator("#entry .entry-summary").inner_text()
    phone.quick(9)
    page.click("#round-submit")
    page.wait_for_selector("#view-result:not([hidden])")
    assert api.sheet(sheet_id)["round_count"] == 1
