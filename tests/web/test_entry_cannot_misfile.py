"""Entry that cannot misfile: the sheet's deck on one screen, a refused card kept in its slot."""

from __future__ import annotations

import pytest

ANN = [2, 5, 9, 12, 13, 14, 24, 29, 33, 38]  # a Rack-O with a run of 3 (12, 13, 14)
# Checks of the rack being typed answer slowly, as on a busy network: the table types on.
SLOW_CHECKS = """
(() => {
  const real = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (String(input).includes('/v1/check/partial') && window.slowChecks) {
      await new Promise((done) => setTimeout(done, window.slowChecks));
    }
    return real(input, init);
  };
})();
"""
REFUSAL_WORDS = {"en": "Ann's rack", "sv": "Anns ställ", "it": "rastrelliera di Ann"}


def slot_cards(page, labels):
    return [page.locator(f"#entry .rack .slot[data-slot='{label}'] .card-no").inner_text()
            for label in labels]


# The narrow phone with the longer Swedish and Italian words; English on the common width.
@pytest.mark.parametrize(("width", "language"), [(360, "sv"), (360, "it"), (390, "en")])
def test_a_refused_card_stays_in_its_slot_and_no_later_card_moves(phone_at, page_errors, width, language,
                                                                   shot):
    phone = phone_at(width, language)
    page = phone.page
    page.add_init_script(SLOW_CHECKS)
    phone.start_game(["Ann", "Bo"])
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.type_cards(ANN)
    # Ten cards typed and accepted: "Next" opens the next player's rack.
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Ann"
    phone.next_rack()
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Bo"
    assert phone.tab_status("Ann") in ("75 pts", "75 p", "75 pt")

    # Bo's 12 is in Ann's rack: refused the moment it is tapped, and the table types on.
    page.evaluate("window.slowChecks = 400")
    for card in (1, 4, 12, 16, 18):
        page.click(f"#entry .key[data-card='{card}']")
    refused = page.locator("#entry .rack .slot.refused")
    assert [s.get_attribute("data-slot") for s in refused.all()] == ["15"]  # before any answer
    page.wait_for_selector("#view-round[data-checking='0']")
    assert slot_cards(page, (5, 10, 15, 20, 25, 30)) == ["1", "4", "12", "16", "18", ""]
    # The cards before the refused one still score; after it the order is broken (an empty slot).
    scored = page.locator("#entry .rack .slot.scored").all()
    assert [s.get_attribute("data-slot") for s in scored] == ["5", "10"]
    assert [s.get_attribute("data-slot") for s in refused.all()] == ["15"]
    # No answer moved the cursor: the next card read off the table goes into #30.
    assert page.locator("#entry .rack .slot[aria-current=true]").get_attribute("data-slot") == "30"
    note = page.locator("#entry-refusal")
    assert note.get_attribute("data-slot") == "15"
    assert refused.get_attribute("aria-describedby") == "entry-refusal"
    assert REFUSAL_WORDS[language] in note.inner_text() and "R-DECK" in note.inner_text()
    # The reason sits right under the rack, not over it.
    rack_box = page.locator("#entry .rack").bounding_box()
    note_box = note.bounding_box()
    assert rack_box and note_box and 0 <= note_box["y"] - (rack_box["y"] + rack_box["height"]) < 20
    phone.check_access()
    shot(page, f"entry-refused-{width}-{language}")

    # The scorekeeper changes it: the slot, then the right card; the cursor goes back to #30.
    page.evaluate("window.slowChecks = 0")
    page.click("#entry .rack .slot[data-slot='15']")
    page.click("#entry .key[data-card='10']")
    page.wait_for_selector("#view-round[data-checking='0']")
    assert slot_cards(page, (5, 10, 15, 20, 25, 30)) == ["1", "4", "10", "16", "18", ""]
    assert page.locator("#entry .rack .slot.refused").count() == 0
    assert page.locator("#entry .rack .slot[aria-current=true]").get_attribute("data-slot") == "30"
    assert page.locator("#entry .rack .slot.scored").count() == 5


@pytest.mark.parametrize(("width", "names", "top"), [
    (360, ["Ann", "Bo"], 40), (360, ["Ann", "Bo", "Cy"], 50), (360, ["Ann", "Bo", "Cy", "Di"], 60),
    (390, ["Ann", "Bo", "Cy", "Di"], 60)])
def test_the_pad_offers_the_sheets_deck_and_fits_one_screen(phone_at, width, names, top, shot):
    phone = phone_at(width)
    page = phone.page
    phone.start_game(names)
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.type_cards([3, 7, 11])
    cards = [int(k.get_attribute("data-card")) for k in page.locator("#entry .pad-cards .key").all()]
    assert cards == list(range(1, top + 1))
    fits = page.evaluate("""() => {
        const keys = [...document.querySelectorAll('#entry .key, #entry .slot, #round-submit')];
        return {scrollY: window.scrollY, height: innerHeight, page: document.documentElement.scrollHeight,
                lowest: Math.max(...keys.map((k) => k.getBoundingClientRect().bottom)),
                shortest: Math.min(...[...document.querySelectorAll('#entry .pad-cards .key')]
                                   .map((k) => k.getBoundingClientRect().height))};
    }""")
    assert fits["scrollY"] == 0 and fits["lowest"] <= fits["height"], fits
    assert fits["page"] <= fits["height"], fits  # nothing to scroll to
    assert fits["shortest"] >= 44, fits
    phone.check_layout()
    shot(page, f"entry-pad-{top}-cards-{width}")


def test_rack_o_asked_once_and_type_or_quick_carries_to_every_untouched_player(page, phone):
    phone.start_game(["Ann", "Bo", "Cy", "Di"])
    phone.new_round()
    assert page.locator("#entry").is_hidden()  # first: who went Rack-O
    phone.went_rack_o("Bo")
    assert page.locator("#who").is_hidden() and "Bo" in page.locator("#who-change").inner_text()
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Bo"
    phone.player("Cy")
    phone.quick(3)  # one tap on Quick serves every player with nothing yet, before Cy or after
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Di"
    assert page.locator("#entry .modes [data-mode=quick]").get_attribute("aria-pressed") == "true"
    assert [phone.tab_status(name) for name in ("Ann", "Bo")] == ["—", "10 cards"]  # Bo went Rack-O
    phone.player("Ann")
    page.click("#entry .modes [data-mode=cards]")  # the same one tap back to Type
    assert [phone.tab_status(name) for name in ("Ann", "Cy", "Di")] == ["0/10", "3 cards", "0/10"]
    page.click("#round-cancel")
    # Something was typed: leaving asks first, and "keep typing" keeps it.
    page.wait_for_selector("#discard-ask:not([hidden])")
    page.click("#discard-no")
    assert page.locator("#discard-ask").is_hidden() and page.locator("#view-round").is_visible()
    page.click("#round-cancel")
    page.click("#discard-yes")
    page.wait_for_selector("#view-sheet:not([hidden])")
    # The next round starts as the table last chose (Type); one tap on Quick turns every player.
    phone.new_round()
    phone.went_rack_o("Ann")
    assert page.locator("#entry .modes [data-mode=cards]").get_attribute("aria-pressed") == "true"
    page.click("#entry .modes [data-mode=quick]")
    for name in ("Bo", "Cy", "Di"):
        phone.player(name)
        assert page.locator("#entry .modes [data-mode=quick]").get_attribute("aria-pressed") == "true"


def test_hostile_names_are_only_names(page, phone, api):
    names = ["__proto__", "<b>Bo</b>", "O'Hara \"Cy\""]
    sheet_id = phone.start_game(names)
    phone.new_round()
    page.locator("#rack-o-choice .chip").nth(1).click()
    phone.mode("quick")  # the player who went Rack-O: all 10 score
    page.locator("#player-tabs .ptab").nth(0).click()
    phone.quick(4)
    page.locator("#player-tabs .ptab").nth(2).click()
    phone.type_cards([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    phone.score_round()
    assert page.locator("#result tr[data-player='<b>Bo</b>'] td").first.inner_text() == "<b>Bo</b> (Rack-O)"
    assert page.locator("#result b").count() == 0  # the name is text, never markup
    totals = {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]}
    assert totals == {"__proto__": 20, "<b>Bo</b>": 75, "O'Hara \"Cy\"": 50}


# The quick buttons a finger can reach now: on the screen, and not under the bar or a notice.
QUICK_OUT_OF_REACH = """() => [...document.querySelectorAll('#entry .quick .btn')].filter((button) => {
    const r = button.getBoundingClientRect();
    const x = r.left + r.width / 2;
    return ![r.top + 3, r.bottom - 3].every((y) => button.contains(document.elementFromPoint(x, y)));
}).map((button) => button.innerText.replace(/\\s+/g, ' '))"""


# What the quick buttons ask, in the words of the note that asks for a missing count.
ASKS = {("hasbro", "en"): "order breaks", ("hasbro", "sv"): "ordning bryts", ("hasbro", "it"): "l'ordine",
        ("swedish", "en"): "longest sequence", ("swedish", "sv"): "längsta sekvens",
        ("swedish", "it"): "sequenza più lunga"}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
@pytest.mark.parametrize("ruleset", ["hasbro", "swedish"])  # ten "breaks at" buttons; eleven counts
def test_every_quick_button_is_in_reach_while_a_notice_shows(phone_at, page_errors, ruleset, language,
                                                             shot):
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")  # what the page asks while offline
    phone = phone_at(360, language)
    page = phone.page
    phone.start_game(["Ann", "Bo", "Cy"], ruleset=ruleset)
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.player("Bo")
    phone.quick(3)
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Cy"

    # The network drops: the banner says so over the round, and Cy's count is still one tap away.
    page.context.set_offline(True)
    page.wait_for_selector("#netbar:not([hidden])")
    assert page.evaluate("scrollY") == 0
    assert page.evaluate(QUICK_OUT_OF_REACH) == []
    shot(page, f"quick-offline-{ruleset}-360-{language}")

    # Score before Cy's count: the note above the button says what is missing, under the banner.
    page.click("#round-submit")
    page.wait_for_selector("#round-error:not([hidden])")
    note = page.locator("#round-error").inner_text()
    assert "Cy" in note and ASKS[ruleset, language] in note, note  # what the buttons ask for
    assert page.locator("#netbar").is_visible()
    assert page.evaluate("scrollY") == 0
    assert page.evaluate(QUICK_OUT_OF_REACH) == []
    phone.check_layout()
    shot(page, f"quick-offline-note-{ruleset}-360-{language}")

    # Back online: the note alone.
    page.context.set_offline(False)
    page.wait_for_selector("#netbar", state="hidden")
    page.click("#round-submit")
    page.wait_for_selector("#round-error:not([hidden])")
    assert page.evaluate("scrollY") == 0
    assert page.evaluate(QUICK_OUT_OF_REACH) == []
    phone.check_layout()
    shot(page, f"quick-note-{ruleset}-360-{language}")
