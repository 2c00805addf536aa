"""The table on the phone: the game in progress first, the table's players offered for the next
game (made for the table, players by id), newcomers added, a renamed player keeping their id."""

from __future__ import annotations

import json

import pytest

WORDS = {
    "en": {"running": "Game in progress", "continue": "Continue the game", "rename": "Rename Bo to Bob"},
    "sv": {"running": "Pågående parti", "continue": "Fortsätt partiet", "rename": "Byt namn på Bo till Bob"},
    "it": {"running": "Partita in corso", "continue": "Continua la partita", "rename": "Rinomina Bo in Bob"},
}


def my_table(page) -> dict:
    return dict(json.loads(page.evaluate("() => localStorage.getItem('racko.table')")))


def seats(page) -> list[tuple[str, str | None]]:
    """Each name field's text and the table player id it was filled with."""
    return [(i.input_value(), i.get_attribute("data-table-player"))
            for i in page.locator("#player-fields input[data-player]").all()]


def wait_for_seats(page, n: int) -> None:
    """Wait until n name fields are filled from the table (its copy on the phone, or the server's)."""
    page.wait_for_selector(f"#player-fields .seat:nth-child({n}) input[data-table-player]")


def home(phone) -> None:
    phone.page.goto(phone.base_url + "/")
    phone.page.wait_for_selector("#edition-list input")


def test_the_first_game_makes_the_table_and_the_running_game_comes_first(page, phone, api, shot):
    sheet_id = phone.start_game(["Ann", "Bo"])
    table = my_table(page)
    assert table["id"] and table["token"]
    status, body, _ = api.call("GET", f"/v1/tables/{table['id']}")
    assert status == 200
    assert [p["name"] for p in body["players"]] == ["Ann", "Bo"]
    assert [s["id"] for s in body["sheets"]] == [sheet_id]
    assert api.sheet(sheet_id)["table"] == {"id": table["id"], "player_ids": [1, 2]}
    phone.quick_round("Ann", "Bo", 3)

    home(phone)
    running = page.locator("#running-game")
    running.wait_for()
    assert "Game in progress" in running.inner_text()
    # The phone's copy may predate the round's answer: the card shows the server's totals.
    page.wait_for_selector("#running-game .running-totals li:first-child b:text-is('75')")
    assert running.locator(".running-totals").inner_text().split() == ["Ann", "75", "Bo", "15"]
    running_box, form_box = running.bounding_box(), page.locator("#new-game").bounding_box()
    assert running_box and form_box and running_box["y"] + running_box["height"] <= form_box["y"]
    assert running_box["y"] < 120  # in sight when the page opens
    phone.check_layout()
    shot(page, "table-running-game")
    page.click("#continue-game")
    page.wait_for_url(f"**/?sheet={sheet_id}")
    page.wait_for_selector("#rounds li[data-round='1']")


def test_a_won_game_is_no_longer_running(page, phone, api):
    sheet_id = phone.start_game(["Ann", "Bo"], target=50)
    phone.quick_round("Ann", "Bo", 3)  # Ann 75: past 50, she wins
    page.click("#result-sheet")
    page.wait_for_selector("#winner-box:not([hidden])")
    assert api.sheet(sheet_id)["winner"] == "Ann"
    home(phone)
    page.wait_for_selector("#my-games .game-link")
    assert page.locator("#running-game").is_hidden()


def test_the_next_game_is_the_tables_with_its_players_by_id(page, phone, api, shot):
    first = phone.start_game(["Ann", "Bo", "Cy"])
    table_id = my_table(page)["id"]

    home(phone)
    wait_for_seats(page, 3)
    assert seats(page) == [("Ann", "1"), ("Bo", "2"), ("Cy", "3")]
    # Cy stays home tonight; a newcomer, Di, sits in; Bo now wants to be Bob (the same player).
    page.click("#player-fields .seat:nth-child(3) button[aria-label]")
    assert seats(page) == [("Ann", "1"), ("Bo", "2")]
    assert page.locator("#table-players [data-table-player='3']").inner_text() == "+ Cy"
    page.fill("#player-2", "Bob")
    rename = page.locator("label[for=player-2-rename]")
    assert rename.is_visible() and rename.inner_text().startswith("Rename Bo to Bob")
    page.check("#player-2-rename")
    page.click("#add-player")
    page.fill("#player-3", "Di")
    phone.check_layout()
    shot(page, "table-next-game")
    page.click("#start-game")
    page.wait_for_url("**/?sheet=*")
    second = page.url.split("sheet=")[1]
    assert second != first
    page.wait_for_selector("#totals .total")

    status, table, _ = api.call("GET", f"/v1/tables/{table_id}")
    assert {p["id"]: p["name"] for p in table["players"]} == {1: "Ann", 2: "Bob", 3: "Cy", 4: "Di"}
    assert [s["id"] for s in table["sheets"]] == [second, first]
    assert api.sheet(second)["table"] == {"id": table_id, "player_ids": [1, 2, 4]}
    assert [p["name"] for p in api.sheet(first)["players"]] == ["Ann", "Bo", "Cy"]  # as it was played

    # Next time: tonight's three offered, Cy a tap away; a name typed over a player's, with the
    # rename left unticked, seats a newcomer and leaves the player as they are. The phone's copy
    # of the table may be older than tonight's game: the offer follows the server's answer.
    page.evaluate("""(id) => { const key = 'racko.table.' + id;
        const kept = JSON.parse(localStorage.getItem(key));
        kept.data.sheets = []; kept.etag = null;
        localStorage.setItem(key, JSON.stringify(kept)); }""", table_id)
    home(phone)
    page.wait_for_selector("#player-fields .seat:nth-child(4)", state="detached")
    wait_for_seats(page, 3)
    assert seats(page) == [("Ann", "1"), ("Bob", "2"), ("Di", "4")]
    page.click("#table-players [data-table-player='3']")
    assert seats(page)[3] == ("Cy", "3")
    page.fill("#player-1", "Eve")
    assert page.locator("label[for=player-1-rename]").is_visible()
    page.click("#start-game")
    page.wait_for_url("**/?sheet=*")
    third = page.url.split("sheet=")[1]
    page.wait_for_selector("#totals .total")
    status, table, _ = api.call("GET", f"/v1/tables/{table_id}")
    assert {p["id"]: p["name"] for p in table["players"]}[1] == "Ann"
    assert {p["name"]: p["id"] for p in table["players"]}["Eve"] == 5
    assert api.sheet(third)["table"]["player_ids"] == [5, 2, 4, 3]


def test_new_game_same_players_stays_at_the_table(page, phone, api):
    phone.start_game(["Ann", "Bo"], target=50)
    table_id = my_table(page)["id"]
    phone.quick_round("Ann", "Bo", 3)
    page.click("#result-sheet")
    won = page.url.split("sheet=")[1]
    page.click("#play-again")
    page.wait_for_url(lambda url: "sheet=" in url and won not in url)
    again = page.url.split("sheet=")[1]
    assert api.sheet(again)["table"] == {"id": table_id, "player_ids": [1, 2]}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_the_start_screen_with_a_table_at_360(phone_at, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    phone.start_game(["Ann", "Bo", "Cy"])
    home(phone)
    wait_for_seats(page, 3)
    assert page.locator("#running-game h2").inner_text() == WORDS[language]["running"]
    assert page.locator("#continue-game").inner_text() == WORDS[language]["continue"]
    page.click("#player-fields .seat:nth-child(3) button[aria-label]")
    page.fill("#player-2", "Bob")
    assert page.locator("label[for=player-2-rename]").inner_text().startswith(WORDS[language]["rename"])
    phone.check_access()
    shot(page, f"table-start-360-{language}")


ROUNDS = {"en": ("1 round", "0 rounds"), "sv": ("1 runda", "0 rundor"), "it": ("1 round", "0 round")}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_two_games_of_the_same_players_tell_apart_on_this_phone(phone_at, api, language, shot):
    """A second evening's game beside the first: each line says when it began and how far it went,
    so the scorekeeper goes back to the right one."""
    phone = phone_at(360, language)
    page = phone.page
    first = phone.start_game(["Ann", "Bo"])
    phone.quick_round("Ann", "Bo", 3)
    home(phone)
    wait_for_seats(page, 2)
    page.click("#start-game")
    page.wait_for_url(lambda url: "sheet=" in url and first not in url)
    second = page.url.split("sheet=")[1]
    page.wait_for_selector("#totals .total")
    home(phone)
    page.wait_for_selector("#my-games .game-link")
    line = {sheet: page.locator(f"#my-games a.game-link[href*='{sheet}'] small").inner_text()
            for sheet in (first, second)}
    assert line[first] != line[second]
    assert ROUNDS[language][0] in line[first] and ROUNDS[language][1] in line[second]
    for sheet in (first, second):
        assert api.sheet(sheet)["created_at"][:4] in line[sheet]  # the day it began, year and all
    phone.check_layout()
    shot(page, f"games-on-this-phone-360-{language}")
    page.click(f"#my-games a.game-link[href*='{first}']")
    page.wait_for_url(f"**/?sheet={first}")
    page.wait_for_selector("#rounds li[data-round='1']")
