"""A game scored in won rounds shows, in sight on the start screen, how many rounds win it: a table
that wants to play to 3 sees the rulebook's single game is the default and changes it there; and a
game won in its one round says so, and where to play to more wins next time."""

from __future__ import annotations

import pytest

from tests.web.test_super_rack_o import won_by

LANGUAGES = ["en", "sv", "it"]


def open_start(phone):
    page = phone.page
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#edition-list input")
    return page


def seat(page, names):
    for i, name in enumerate(names, start=1):
        if i > 2:
            page.click("#add-player")
        page.fill(f"#player-{i}", name)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_wins_needed_are_in_sight_when_a_game_of_won_rounds_is_chosen(phone_at, api, language, shot):
    phone = phone_at(360, language)
    page = open_start(phone)
    assert page.locator("#wins-box").is_hidden()  # a game of points: its target is a house rule
    assert page.locator("#house-fields #house-target").count() == 1

    page.locator("label[for=edition-super-rack-o]").click()
    assert page.locator("#house-rules").get_attribute("open") is None
    target = page.locator("#wins-box #house-target")
    assert target.is_visible() and target.input_value() == "1"  # the rulebook's single game
    assert page.locator("#house-fields #house-target").count() == 0  # asked once
    label = page.locator("#wins-box label").inner_text()
    assert page.locator("label[for=house-target]").inner_text() == label
    page.click("#wins-fewer")
    assert target.input_value() == "1"  # never fewer than one
    for _ in range(3):
        page.click("#wins-more")
    page.click("#wins-fewer")
    assert target.input_value() == "3"
    seat(page, ["Ann", "Bo", "Cy"])
    phone.check_access()
    target.scroll_into_view_if_needed()
    shot(page, f"super-start-wins-360-{language}")
    page.click("#start-game")
    page.wait_for_url("**/?sheet=*")
    page.wait_for_selector("#totals .total")
    sheet = api.sheet(page.url.split("sheet=")[1])
    assert sheet["game"] == "super-rack-o" and sheet["target"] == 3

    # Back to a game of points: the stepper goes, the points target is a house rule again.
    page = open_start(phone)
    page.locator("label[for=edition-super-rack-o]").click()
    page.locator("label[for=edition-hasbro]").click()
    assert page.locator("#wins-box").is_hidden()
    assert page.locator("#house-fields #house-target").count() == 1


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_game_won_in_its_one_round_says_it_was_a_single_game(phone_at, language, shot):
    phone = phone_at(360, language)
    page = open_start(phone)
    page.locator("label[for=edition-super-rack-o]").click()
    label = page.locator("#wins-box label").inner_text()
    seat(page, ["Ann", "Bo"])
    page.click("#start-game")
    page.wait_for_url("**/?sheet=*")
    page.wait_for_selector("#totals .total")
    won_by(page, "Bo")
    page.click("#round-submit")
    page.wait_for_selector("#view-result:not([hidden]) .winner")
    note = page.locator("#single-game")
    assert note.is_visible()
    assert label in note.inner_text()  # names the setting as the start screen does
    phone.check_layout()
    shot(page, f"super-single-game-360-{language}")

    # Played to two: the first round won does not end it, and nothing is said of a single game.
    page = open_start(phone)
    page.locator("label[for=edition-super-rack-o]").click()
    page.click("#wins-more")
    seat(page, ["Ann", "Bo"])
    page.click("#start-game")
    page.wait_for_url("**/?sheet=*")
    page.wait_for_selector("#totals .total")
    won_by(page, "Bo")
    page.click("#round-submit")
    page.wait_for_selector("#view-result:not([hidden]) .result-table")
    assert page.locator("#result-next").is_visible()
    assert page.locator("#single-game").count() == 0
