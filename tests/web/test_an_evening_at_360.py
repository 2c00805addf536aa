"""An evening at a table, on a 360 px phone whose answers all come 600 ms late: one Rack-O game
and one Super Rack-O game, each to its winner, in English, Swedish and Italian. The scorekeeper
double-taps "Enter round", types the racks in seat order, misreads a card and corrects it, and
loses the network in the middle of a rack."""

from __future__ import annotations

import pytest

from tests.web.test_entry_forgives_slips import tap, tap_cards
from tests.web.test_super_rack_o import BLUE, RED, type_double_rack
from tests.web.test_table_pace import LABELS, LATE_ANSWERS

pytestmark = pytest.mark.slow
LANGUAGES = ["en", "sv", "it"]
ANN = [2, 5, 9, 12, 13, 14, 24, 29, 33, 38]  # Rack-O with a run of 3: 75
BO = [1, 4, 16, 18, 22, 40, 35, 30, 45, 50]  # in order to #30: 30
CY = [3, 6, 7, 10, 20, 11, 25, 27, 41, 47]  # in order to #25: 25
WINS_GAME = {"en": "{} wins the game!", "sv": "{} vinner partiet!", "it": "{} vince la partita!"}


def rack(page):
    slot = "#entry .rack .slot[data-slot='{}'] .card-no"
    return [page.locator(slot.format(label)).inner_text() for label in LABELS]


def double_tap_enter_round(page):
    page.wait_for_selector("#view-sheet:not([hidden]) #enter-round", state="visible")
    tap(page, "#enter-round", twice=True)
    page.wait_for_selector("#view-round:not([hidden]) #rack-o-choice .chip")


def next_rack(page):
    page.wait_for_timeout(300)
    tap(page, "#entry-next")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_rack_o_game_at_the_table(phone_at, api, page_errors, language, shot):
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"], target=150)
    for n in (1, 2):
        double_tap_enter_round(page)
        shot(page, f"evening-round-{n}-open-{language}")
        assert page.locator("#rack-o-choice .chip.on").count() == 0  # the second tap picked nobody
        tap(page, "#rack-o-choice [data-rack-o='Ann']")
        page.wait_for_selector("#who", state="hidden")
        tap_cards(page, ANN)
        next_rack(page)
        misread = BO.copy()
        misread[4] = 24  # the 22 read as 24, Ann's
        tap_cards(page, misread)
        page.wait_for_selector("#entry .rack .slot.refused", timeout=15000)
        shot(page, f"evening-misread-{n}-{language}")
        tap(page, "#entry .rack .slot[data-slot='25']")
        tap(page, "#entry .key[data-card='22']")
        page.wait_for_selector("#view-round[data-checking='0']", timeout=15000)
        assert rack(page) == [str(c) for c in BO]
        page.wait_for_selector("#entry .rack .slot.refused", state="detached")
        next_rack(page)
        tap_cards(page, CY[:4])
        page.context.set_offline(True)
        page.wait_for_selector("#netbar:not([hidden])")
        tap_cards(page, CY[4:7])
        shot(page, f"evening-offline-mid-rack-{n}-{language}")
        page.context.set_offline(False)
        page.wait_for_selector("#netbar", state="hidden")
        tap_cards(page, CY[7:])
        page.wait_for_selector("#view-round[data-checking='0']", timeout=15000)
        assert rack(page) == [str(c) for c in CY]
        phone.check_layout()
        shot(page, f"evening-racks-typed-{n}-{language}")
        tap(page, "#round-submit")
        page.wait_for_selector("#view-result:not([hidden]) .result-table", timeout=15000)
        shot(page, f"evening-result-{n}-{language}")
        if n == 1:
            tap(page, "#result-sheet")
    assert page.locator("#view-result .winner").inner_text() == WINS_GAME[language].format("Ann")
    back = page.locator("#result-sheet").bounding_box()  # no next round: the way back is one wide line
    assert back and back["width"] > 300 and back["height"] < 60, back
    sheet = api.sheet(sheet_id)
    assert {p["name"]: p["total"] for p in sheet["players"]} == {"Ann": 150, "Bo": 60, "Cy": 50}
    assert sheet["winner"] == "Ann" and sheet["round_count"] == 2


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_super_rack_o_game_at_the_table(phone_at, api, page_errors, language, shot):
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"], ruleset="super-rack-o", target=2)
    double_tap_enter_round(page)
    assert page.locator("#rack-o-choice .chip.on").count() == 0
    tap(page, "#rack-o-choice [data-rack-o='Ann']")
    tap(page, "#super-check-toggle")
    page.wait_for_selector("#entry .double-rack")
    type_double_rack(page, BLUE[:2] + ["B10"])  # the 9 read as 10: cleared, then typed again
    tap(page, "#entry .super-pad [data-key='back']")
    type_double_rack(page, BLUE[2:5])
    page.context.set_offline(True)
    page.wait_for_selector("#netbar:not([hidden])")
    type_double_rack(page, BLUE[5:] + RED[:4], name_wild=5)
    shot(page, f"evening-super-offline-{language}")
    page.context.set_offline(False)
    page.wait_for_selector("#netbar", state="hidden")
    type_double_rack(page, RED[4:])
    tap(page, "#super-check")
    page.wait_for_selector("#entry .verdict-box.good", timeout=15000)
    phone.check_layout()
    shot(page, f"evening-super-checked-{language}")
    tap(page, "#round-submit")
    page.wait_for_selector("#view-result:not([hidden]) .result-table", timeout=15000)
    shot(page, f"evening-super-result-1-{language}")
    tap(page, "#result-next", twice=True)
    page.wait_for_selector("#view-round:not([hidden]) #rack-o-choice .chip")
    assert page.locator("#rack-o-choice .chip.on").count() == 0
    tap(page, "#rack-o-choice [data-rack-o='Ann']")
    tap(page, "#round-submit")
    page.wait_for_selector("#view-result:not([hidden]) .winner", timeout=15000)
    assert page.locator("#view-result .winner").inner_text() == WINS_GAME[language].format("Ann")
    if language != "en":  # the round's reason, read back from the stored round, in the page's language
        assert "a round won" not in page.locator("#result").inner_text()
    shot(page, f"evening-super-won-{language}")
    sheet = api.sheet(sheet_id)
    assert sheet["winner"] == "Ann" and sheet["round_count"] == 2
    assert sheet["rounds"][0]["rack"] == {"blue": BLUE, "red": [("RW=5" if c == "RW" else c) for c in RED]}
