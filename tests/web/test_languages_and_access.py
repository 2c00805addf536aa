"""Every screen in English, Swedish and Italian at 360 px: words, axe-core, the chart's labels,
and in Swedish and Italian no English sentence, the page's own or the API's."""

from __future__ import annotations

import pytest

from tests.web.test_no_english import english_in

WORDS = {  # the edition's own words must be the page's words
    "en": {"start": "Start the game", "enter": "Enter round 2", "cancel": "Cancel",
           "rules": ["stock", "discard pile", "rack"]},
    "sv": {"start": "Starta partiet", "enter": "Fyll i runda 2", "cancel": "Avbryt",
           "rules": ["dragstack", "uppsättningshög", "ställ"]},
    "it": {"start": "Inizia la partita", "enter": "Inserisci il round 2", "cancel": "Annulla",
           "rules": ["mazzo", "scarti", "rastrelliera"]},
}
TITLES = {"en": "Rack-O (Swedish edition)", "sv": "Rack-O (svensk utgåva)",
          "it": "Rack-O (edizione svedese)"}
ANN = [2, 5, 9, 12, 13, 14, 24, 29, 33, 38]
BO = [1, 4, 8, 15, 3, 20, 21, 30, 31, 40]


def look(phone, shot, name: str) -> None:
    """Every screen: no sideways scrolling, finger-sized targets, contrast, and axe-core."""
    phone.check_access()
    shot(phone.page, name)


def no_english(phone, selector: str) -> None:
    """No English sentence in Swedish and Italian; in English, the same search finds some."""
    text = phone.page.locator(selector).inner_text()
    found = english_in(text)
    assert (found != []) if phone.language == "en" else (found == []), (found, text)


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_every_screen_in_each_language(phone_at, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#edition-list input")
    assert page.locator("html").get_attribute("lang") == language
    assert page.locator("#start-game").inner_text() == WORDS[language]["start"]
    # Names come first on the start screen.
    names = page.locator("#players-box").bounding_box()
    editions = page.locator("#edition-list").bounding_box()
    assert names and editions and names["y"] < editions["y"]
    look(phone, shot, f"screen-start-360-{language}")

    phone.start_game(["Ann", "Bo"])
    look(phone, shot, f"screen-sheet-new-360-{language}")
    phone.new_round()
    look(phone, shot, f"screen-who-went-rack-o-360-{language}")
    phone.went_rack_o("Ann")
    phone.type_cards(ANN)
    phone.type_cards(BO[:4])
    look(phone, shot, f"screen-round-typing-360-{language}")
    phone.type_cards(BO[4:])
    phone.score_round()
    look(phone, shot, f"screen-result-360-{language}")
    no_english(phone, "#view-result")
    page.click("#result-sheet")
    page.wait_for_selector("#rounds li[data-round='1']")
    assert page.locator("#enter-round").inner_text() == WORDS[language]["enter"]
    # Undo sits on the last round, Correct on each round, without opening it.
    assert page.locator("#rounds li[data-round='1'] #undo-last").is_visible()
    assert page.locator("#rounds li[data-round='1'] [data-correct='1']").is_visible()
    # The chart's labels are at least 13 px on the phone's screen.
    sizes = page.evaluate("""() => [...document.querySelectorAll('#chart .grid-text')].map(
        (el) => parseFloat(getComputedStyle(el).fontSize) * el.ownerSVGElement.getScreenCTM().a)""")
    assert sizes and min(sizes) >= 13, sizes
    look(phone, shot, f"screen-sheet-360-{language}")
    # The edition's rules, as the API words them in this language.
    page.click("#sheet-rules summary")
    page.wait_for_selector("#sheet-rules-list dt[data-rule='R-TURN']")
    rules = page.locator("#sheet-rules-list").inner_text()
    assert all(word in rules for word in WORDS[language]["rules"]), rules
    look(phone, shot, f"screen-sheet-rules-360-{language}")
    no_english(phone, "#view-sheet")

    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden]) #rules-pad .key")
    look(phone, shot, f"screen-rules-360-{language}")
    for card in BO:  # out of order: every edition says why, in this language
        page.click(f"#rules-pad .key[data-card='{card}']")
    # Every edition's title in this language, as GET /v1/rulesets words it.
    swedish = page.locator("#rules-result li[data-ruleset='swedish'] .edition-head strong")
    assert swedish.inner_text() == TITLES[language]
    for why in page.locator("#rules-result details summary").all()[:3]:
        why.click()
    no_english(phone, "#view-rules")


def test_the_language_is_switchable_and_the_api_answers_in_it(phone_at, page_errors, shot):
    page_errors.expect(r"status of 422 .*/v1/check/partial$")  # the refusal of a card typed twice
    phone = phone_at(390, "en")
    page = phone.page
    phone.start_game(["Ann", "Bo"])
    page.select_option("#language", "it")
    assert page.locator("#enter-round").inner_text() == "Inserisci il round 1"
    assert page.locator("html").get_attribute("lang") == "it"
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.type_cards([7])
    phone.player("Bo")
    phone.type_cards([7])  # already in Ann's rastrelliera: the API says so in Italian
    assert "rastrelliera di Ann" in page.locator("#entry-refusal").inner_text()
    assert page.locator("#round-cancel").inner_text() == WORDS["it"]["cancel"]
    shot(page, "screen-refused-390-it")
    page.reload()  # the choice is kept on the phone
    page.wait_for_selector("#view-round:not([hidden])")
    assert page.locator("#round-cancel").inner_text() == WORDS["it"]["cancel"]
    assert page.locator("#round-title").inner_text() == "Round 1"
    page.select_option("#language", "sv")  # switched while typing: the screen follows
    assert page.locator("#round-title").inner_text() == "Runda 1"
    assert page.locator("#round-submit").inner_text() == "Räkna rundan"
    page.wait_for_selector("#view-round[data-checking='0']")
    assert "Anns ställ" in page.locator("#entry-refusal").inner_text()


@pytest.mark.parametrize("language", ["sv", "it"])
def test_an_open_sheet_names_its_edition_and_rules_in_the_language_switched_to(phone_at, api, language):
    """The edition's title and its rules come from the API in the page's language: a switch on the
    sheet asks for them again, as the games screen does, instead of keeping the first language's."""
    phone = phone_at(360, "en")
    page = phone.page
    phone.start_game(["Ann", "Bo"], ruleset="swedish")
    page.click("#sheet-rules summary")
    page.wait_for_selector("#sheet-rules-list .rule-list dt")
    assert page.locator("#sheet-title").inner_text() == TITLES["en"]
    accept = {"Accept-Language": language}
    _, detail, _ = api.call("GET", "/v1/rulesets/swedish", headers=accept)
    _, english, _ = api.call("GET", "/v1/rulesets/swedish")
    first = detail["rules"][0]
    assert first["title"] != english["rules"][0]["title"]  # the check below can tell them apart

    page.select_option("#language", language)
    page.wait_for_function("(title) => document.querySelector('#sheet-title').textContent === title",
                           arg=TITLES[language])
    # Asked by selector each time: the list is drawn again with every redraw of the sheet.
    page.wait_for_function("([id, title]) => document"
                           ".querySelector(`#sheet-rules-list dt[data-rule='${id}']`)"
                           "?.textContent.endsWith(title)",
                           arg=[first["id"], first["title"]])
    assert page.locator("#sheet-title").inner_text() == TITLES[language]
    assert page.locator("#enter-round").inner_text() != "Enter round 1"


def test_the_accessibility_check_can_fail(page, phone, base_url):
    page.goto(base_url + "/")
    page.wait_for_selector("#edition-list input")
    phone.check_access()
    page.evaluate("""() => {
        const nameless = document.createElement('button');  // a button with no name, finger-sized
        Object.assign(nameless.style, {width: '60px', height: '60px'});
        document.querySelector('main').append(nameless);
    }""")
    with pytest.raises(AssertionError, match="button-name"):
        phone.check_access()


def test_every_word_of_the_page_has_its_swedish_and_italian(page, base_url):
    page.goto(base_url + "/")
    keys = page.evaluate("""async () => {
        const [en, sv, it] = await Promise.all(['en', 'sv', 'it'].map(
            (code) => import(`/assets/js/words/${code}.js`).then((m) => Object.keys(m.default).sort())));
        return {en, sv, it};
    }""")
    assert len(keys["en"]) > 100 and keys["sv"] == keys["en"] and keys["it"] == keys["en"]



def test_the_page_writes_a_swedish_genitive_as_the_server_does(page, base_url):
    """"{name:s} ställ": Annas, Hans (not Hanss), Max, Lag A:s; English keeps its 's."""
    page.goto(base_url + "/")
    said = page.evaluate("""async () => {
        const i18n = await import('/assets/js/i18n.js');
        const names = ['Anna', 'Hans', 'Max', 'Lag A'];
        i18n.setLanguage('sv');
        const sv = names.map((name) => i18n.t('entry.rack', { name }));
        i18n.setLanguage('en');
        return { sv, en: i18n.t('entry.rack', { name: 'Hans' }) };
    }""")
    assert said["sv"] == ["Annas ställ, plats #5 först", "Hans ställ, plats #5 först",
                          "Max ställ, plats #5 först", "Lag A:s ställ, plats #5 först"]
    assert said["en"].startswith("Hans's rack")
