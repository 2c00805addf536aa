"""A read-only share link: another phone follows the sheet; the edit token never leaves the browser."""

from __future__ import annotations

import json

from tests.web.test_corrections import post_round, quick_round


def test_a_shared_link_follows_the_sheet_but_cannot_change_it(page, other_page, phone, base_url, shot):
    sheet_id = phone.start_game(["Ann", "Bo"])
    token = phone.token(sheet_id)
    link = page.locator("#share-link").input_value()
    assert link == f"{base_url}/s/{sheet_id}"
    assert token not in page.url and token not in link

    follower = other_page
    follower.goto(link)
    follower.wait_for_selector("#view-sheet:not([hidden]) #totals .total")
    assert follower.locator("#readonly-note").is_visible()
    assert follower.locator("#enter-round").is_hidden()
    assert follower.locator("#undo-last").is_hidden()
    kept = json.loads(follower.evaluate("() => localStorage.getItem('racko.sheets') || '{}'"))
    assert "token" not in kept.get(sheet_id, {})

    # The scorekeeper adds a round; the follower's page picks it up by itself.
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("quick")
    phone.player("Bo")
    phone.quick(4)
    phone.run("Ann", 3)  # two players: the run of 3 going Rack-O needs
    phone.score_round()
    follower.wait_for_selector("#rounds li[data-round='1']", timeout=10000)
    assert follower.locator("#totals [data-player=Ann] .sum").inner_text() == "75"
    shot(follower, "14-shared-read-only")


def test_a_finished_game_followed_says_it_is_over_not_that_it_updates(phone_at, api):
    """A game of the table opened from its history (or a share link) after it was won: read-only
    because it is over, in the page's language, not "it updates by itself"."""
    scorekeeper = phone_at(360, "en")
    sheet_id = scorekeeper.start_game(["Ann", "Bo"], target=75)
    token = scorekeeper.token(sheet_id)
    post_round(api, sheet_id, token, quick_round("Ann", {"Bo": 3}))
    assert api.sheet(sheet_id)["winner"] == "Ann"
    over = {"en": "Read-only: this game is over.", "sv": "Skrivskyddat: partiet är slut."}
    for language, words in over.items():
        follower = phone_at(360, language).page
        follower.goto(f"{scorekeeper.base_url}/s/{sheet_id}")
        follower.wait_for_selector("#view-sheet:not([hidden]) #readonly-note:not([hidden])")
        assert follower.locator("#readonly-note").inner_text() == words
