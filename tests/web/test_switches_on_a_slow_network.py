"""Slips on a slow network that the page must not show: the language switched (and back) while
the editions are on their way, the network gone when a game is started, a sheet's copy older
than the server's, rule titles refused once, the chart's words on top of each other, a double
tap on the rules corner's pad, an open sheet's rules answered in a language left."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from tests.web.late import LATE_ANSWERS
from tests.web.test_corrections import post_round, quick_round
from tests.web.test_table_games import home, wait_for_seats


def titles(api, language: str) -> list[str]:
    """The editions' titles as the API gives them in `language`."""
    status, body, _ = api.call("GET", "/v1/rulesets", headers={"Accept-Language": language})
    assert status == 200
    return [r["title"] for r in body]


def shown_titles(page) -> list[str]:
    return page.locator("#edition-list .choice strong").all_inner_texts()


def settle(page) -> None:
    """Wait until every late answer asked for so far has landed and been drawn."""
    page.wait_for_timeout(2000)


@pytest.mark.parametrize(("language", "other"), [("sv", "en"), ("it", "sv")])
def test_a_language_switched_and_back_before_its_editions_came_keeps_the_last(phone_at, api, language, other):
    """The scorekeeper picks another language and, thinking better of it, their own again: the
    other language's editions arrive last, yet the screen stays in the language chosen last."""
    phone = phone_at(360, language)
    page = phone.page
    phone.start_game(["Ann", "Bo", "Cy"])
    page.add_init_script(LATE_ANSWERS)
    home(phone)
    wait_for_seats(page, 3)
    page.select_option("#language", other)
    page.wait_for_timeout(200)
    page.select_option("#language", language)
    settle(page)
    assert page.locator("html").get_attribute("lang") == language
    assert shown_titles(page) == titles(api, language)
    assert page.locator("#player-fields .seat input[data-table-player]").count() == 3


def test_a_language_switched_while_the_first_editions_load_is_the_one_shown(phone_at, api):
    phone = phone_at(360, "it")
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#language option", state="attached")
    page.wait_for_timeout(200)
    page.select_option("#language", "en")
    page.wait_for_selector("#edition-list input")
    settle(page)
    assert page.locator("html").get_attribute("lang") == "en"
    assert shown_titles(page) == titles(api, "en")


NO_CONNECTION = {"en": "no connection", "sv": "ingen anslutning", "it": "nessuna connessione"}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_a_game_started_offline_says_so_in_the_pages_language(phone_at, page_errors, language):
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")  # the game asked for while offline
    phone = phone_at(360, language)
    page = phone.page
    home(phone)
    page.fill("#player-1", "Ann")
    page.fill("#player-2", "Bo")
    page.context.set_offline(True)
    page.click("#start-game")
    page.wait_for_selector("#new-game-error:not([hidden])")
    said = page.locator("#new-game-error").inner_text()
    assert said.lower().startswith(NO_CONNECTION[language]), said
    for english in {"no connection", "no answer"} - {NO_CONNECTION[language]}:
        assert english not in said
    page.context.set_offline(False)


ROUND_WORDS = {"en": "1 round", "sv": "1 runda", "it": "1 round"}


@pytest.mark.parametrize("language", ["en", "sv"])
def test_a_sheet_read_back_newer_redraws_the_list_as_well_as_the_running_game(phone_at, api, language):
    """The phone was closed before a round's answer came back (or another phone entered it): the
    start screen's running game and its line under "Games on this phone" both say 1 round."""
    phone = phone_at(360, language)
    page = phone.page
    sheet_id = phone.start_game(["Ann", "Bo"])
    token = phone.token(sheet_id)
    page.goto("about:blank")
    post_round(api, sheet_id, token, quick_round("Ann", {"Bo": 2}))
    home(phone)
    page.wait_for_function("n => document.querySelector('#running-game').innerText.includes(n)",
                           arg=ROUND_WORDS[language])
    # By selector each time: the list is drawn anew when the sheet comes back.
    page.wait_for_function("([id, n]) => document.querySelector(`#my-games a.game-link[href*='${id}'] small`)"
                           "?.innerText.includes(n)", arg=[sheet_id, ROUND_WORDS[language]])


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_no_two_words_of_the_chart_lie_on_each_other(phone_at, api, language):
    """The unit ("points") in the corner, the axis's numbers, the target's label at the top line
    (the default 500) and the rounds: each clear of every other. The round's line says who went
    Rack-O without breaking the name at its hyphen."""
    phone = phone_at(360, language)
    page = phone.page
    sheet_id = phone.start_game(["Ann", "Bo"])
    post_round(api, sheet_id, phone.token(sheet_id), quick_round("Ann", {"Bo": 3}))
    page.reload()
    page.wait_for_selector("#chart circle")
    boxes = page.evaluate("""() => [...document.querySelectorAll('#chart text')].map((el) => {
        const r = el.getBoundingClientRect();
        return [el.textContent, r.left, r.top, r.right, r.bottom];
    })""")
    assert len(boxes) >= 5
    overlaps = [(a[0], b[0]) for i, a in enumerate(boxes) for b in boxes[i + 1:]
                if a[1] < b[3] and b[1] < a[3] and a[2] < b[4] and b[2] < a[4]]
    assert overlaps == []
    went = page.locator("#rounds li[data-round='1']").inner_text()
    assert "Rack\u2011O" in went and "Rack-O" not in went
    phone.check_layout()


def test_rule_titles_refused_once_are_asked_again_after_the_wait(phone_at, page_errors):
    """A first visit can go past a proxy's per-address burst: GET /v1/rules refused with 429 and
    Retry-After is asked again once the wait is over, so the badges do not show bare ids all visit."""
    page_errors.expect(r"status of 429")
    phone = phone_at(360, "en")
    page = phone.page
    asked = []

    def busy_once(route):
        asked.append(route.request.url)
        if len(asked) == 1:
            route.fulfill(status=429, headers={"Retry-After": "1"}, content_type="application/problem+json",
                          body='{"title": "Too many requests", "status": 429}')
        else:
            route.continue_()

    page.route(lambda url: urlsplit(url).path == "/v1/rules", busy_once)
    home(phone)
    page.wait_for_function("() => Object.keys(JSON.parse(localStorage.getItem('racko.rule-titles.en')"
                           " || '{}')).length > 20")
    assert len(asked) == 2


def test_a_double_tap_on_the_rules_corners_pad_types_the_card_once(phone_at):
    phone = phone_at(360, "sv")
    page = phone.page
    home(phone)
    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden]) #rules-pad .key")
    page.dblclick("#rules-pad .key[data-card='11']")
    page.wait_for_timeout(400)
    page.click("#rules-pad .key[data-card='12']")  # a tap after the double tap's time is taken
    texts = page.locator("#rules-pad .slot").all_inner_texts()
    assert sum("11" in t.split() for t in texts) == 1, texts
    assert sum("12" in t.split() for t in texts) == 1, texts


def test_an_open_sheets_rules_stay_in_the_language_chosen_last(phone_at, api):
    """Italian picked and Swedish straight after on a sheet with its rules open: Italian's rules,
    answered last, do not replace the Swedish ones."""
    phone = phone_at(360, "en")
    page = phone.page
    phone.start_game(["Ann", "Bo"], ruleset="swedish")
    page.click("#sheet-rules summary")
    page.wait_for_selector("#sheet-rules-list .rule-list dt")

    def italian_last(route):
        if route.request.headers.get("accept-language") == "it":
            page.wait_for_timeout(1500)
        route.continue_()

    page.route(lambda url: urlsplit(url).path == "/v1/rulesets/swedish", italian_last)
    page.select_option("#language", "it")
    page.wait_for_timeout(200)
    page.select_option("#language", "sv")
    page.wait_for_timeout(2500)
    _, swedish, _ = api.call("GET", "/v1/rulesets/swedish", headers={"Accept-Language": "sv"})
    shown = page.locator("#sheet-rules-list .rule-list dt").all_inner_texts()
    assert shown == [f"{r['id']} {r['title']}" for r in swedish["rules"]]
