"""Starting a game: the editions from the API with their one-line notes, house rules, teams."""

from __future__ import annotations

import pytest


def test_start_a_partners_game_with_a_house_target(page, phone, api, base_url, shot):
    page.goto(base_url + "/")
    page.wait_for_selector("#edition-list input")
    # The editions the API knows, and the note of the one picked.
    status, rulesets, _ = api.call("GET", "/v1/rulesets")
    # Every edition the API knows: the Rack-O ones (points) and Super Rack-O (won rounds).
    assert [c.get_attribute("value") for c in page.locator("#edition-list input").all()] == [
        r["id"] for r in rulesets]
    hasbro = next(r for r in rulesets if r["id"] == "hasbro")
    assert page.locator("label[for=edition-hasbro] small").inner_text() == hasbro["summary"]
    phone.check_layout()
    shot(page, "00-start-a-game")

    page.locator("label[for=edition-hasbro-partners]").click()
    assert page.locator("#player-fields fieldset.team").count() == 2
    assert page.locator("#add-player").is_hidden()
    for field, name in (("#player-1", "Ann"), ("#player-3", "Cy"), ("#player-2", "Bo"), ("#player-4", "Di")):
        page.fill(field, name)
    page.click("#house-rules summary")
    page.fill("#house-target", "300")
    phone.check_layout()
    shot(page, "00-start-partners")
    page.click("#start-game")
    page.wait_for_url("**/?sheet=*")
    sheet_id = page.url.split("sheet=")[1]
    page.wait_for_selector("#totals .total.team")

    sheet = api.sheet(sheet_id)
    assert sheet["target"] == 300
    assert [t["players"] for t in sheet["teams"]] == [["Ann", "Cy"], ["Bo", "Di"]]
    assert page.locator("#totals .total.team").count() == 2

    phone.new_round()
    phone.went_rack_o("Cy")
    phone.mode("quick")
    for name, count in (("Ann", 3), ("Bo", 2), ("Di", 4)):
        phone.player(name)
        phone.quick(count)
    phone.score_round()
    page.click("#result-sheet")
    page.wait_for_selector("#rounds li[data-round='1']")
    team_totals = {t["name"]: t["total"] for t in api.sheet(sheet_id)["teams"]}
    assert team_totals == {"Ann & Cy": 90, "Bo & Di": 30}
    assert page.locator("#totals .total.team").first.locator(".sum").inner_text() == "90"
    assert page.locator("#chart g[data-series]").count() == 2  # the teams race, so the chart shows teams


def test_the_layout_check_sees_what_a_phone_user_would(page, phone, base_url):
    """The check every screen goes through can fail: a wide block, a tiny button, pale text."""
    page.goto(base_url + "/")
    page.wait_for_selector("#edition-list input")
    phone.check_layout()
    page.evaluate("""() => {
        const wide = document.createElement('div'); wide.className = 'probe-wide'; wide.textContent = 'wide';
        const tiny = document.createElement('button'); tiny.className = 'probe-tiny'; tiny.textContent = 'x';
        const pale = document.createElement('p'); pale.className = 'probe-pale'; pale.textContent = 'pale';
        document.querySelector('main').append(wide, tiny, pale);
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('.probe-wide{width:600px}.probe-tiny{min-height:0;height:20px;width:20px;padding:0}'
                          + '.probe-pale{color:#bbb}');
        document.adoptedStyleSheets = [sheet];
    }""")
    problems = phone.layout_problems()
    assert any("probe-wide" in p and "on a 390px screen" in p for p in problems)
    assert any("tap target button.probe-tiny" in p for p in problems)
    assert any("contrast" in p and "probe-pale" in p for p in problems)


def test_a_narrow_phone_and_long_names_never_scroll_sideways(page, phone, shot):
    page.set_viewport_size({"width": 360, "height": 740})
    names = ["Bartholomew-Alexander", "Maximiliana Rosalind", "Christopher Jonathan", "Wilhelmina Theodora"]
    phone.start_game(names)
    phone.check_layout()
    phone.new_round()
    phone.went_rack_o(names[0])
    phone.mode("cards")
    phone.check_layout()
    shot(page, "15-narrow-round-entry")
    phone.mode("quick")
    for name in names[1:]:
        phone.player(name)
        phone.quick(2)
    phone.score_round()
    phone.check_layout()
    page.click("#result-sheet")
    page.wait_for_selector("#rounds li[data-round='1']")
    page.click("#rounds li[data-round='1'] summary")
    phone.check_layout()
    shot(page, "16-narrow-sheet")


NEEDS_A_NAME = {"en": "Player 4 needs a name", "sv": "Spelare 4 behöver ett namn",
                "it": "Manca il nome del giocatore 4"}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_an_empty_name_is_named_as_the_screen_numbers_it_and_gets_the_focus(phone_at, api, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#edition-list input")
    sent = []
    page.on("request", lambda r: "/v1/" in r.url and r.method == "POST" and sent.append(r.url))
    for _ in range(2):
        page.click("#add-player")
    for i, name in enumerate(["Ann", "Bo", "Cy"], start=1):
        page.fill(f"#player-{i}", name)
    page.fill("#player-4", "   ")  # spaces are no name
    page.click("#start-game")
    # Said right under the field, which has the focus (the button's box stays empty).
    assert page.locator("#player-4-problem").inner_text() == NEEDS_A_NAME[language]
    assert page.locator("#player-4-problem").is_visible()
    assert page.locator("#new-game-error").is_hidden()
    assert page.evaluate("document.activeElement.id") == "player-4"
    assert page.locator("#player-4").get_attribute("aria-invalid") == "true"
    assert not sent  # said on the phone: nothing was sent
    phone.check_access()
    shot(page, f"start-needs-a-name-360-{language}")

    page.keyboard.type("Di")  # the focus is in the field: typing fixes it
    assert page.locator("#player-4").get_attribute("aria-invalid") is None
    assert page.locator("#player-4-problem").count() == 0
    page.click("#start-game")
    page.wait_for_url("**/?sheet=*")
    sheet = api.sheet(page.url.split("sheet=")[1])
    assert [p["name"] for p in sheet["players"]] == ["Ann", "Bo", "Cy", "Di"]


def test_a_name_the_api_refuses_is_put_on_its_field(page, phone, base_url, page_errors):
    """The API counts players from 0 ("players/1"): the page names and focuses the field."""
    page_errors.expect(r"status of 422 .*/v1/tables$")  # the first game makes the table
    page.goto(base_url + "/")
    page.wait_for_selector("#edition-list input")
    page.fill("#player-1", "Ann")
    page.fill("#player-2", "Ann")
    page.click("#start-game")
    page.wait_for_selector("#player-2-problem")
    error = page.locator("#player-2-problem").inner_text()
    assert error.startswith("Player 2: ") and "twice" in error and "players/" not in error
    assert page.evaluate("document.activeElement.id") == "player-2"


def test_an_empty_partner_is_named_by_team(page, phone, base_url):
    page.goto(base_url + "/")
    page.locator("label[for=edition-hasbro-partners]").click()
    for field, name in (("#player-1", "Ann"), ("#player-3", "Cy"), ("#player-2", "Bo")):
        page.fill(field, name)
    page.click("#start-game")
    assert page.locator("#player-4-problem").inner_text() == "Team 2, Partner needs a name"
    assert page.evaluate("document.activeElement.id") == "player-4"
    phone.check_layout()


def test_a_first_visit_told_to_wait_asks_for_the_editions_again(page, phone, base_url, page_errors):
    """A first visit asks for much at once: a proxy's per-address limit may answer the editions
    with 429 and Retry-After. The page says so, asks again once the wait is over, and the game
    starts, with no reload (a reload would ask for everything again)."""
    page_errors.expect(r"status of 429 .*/v1/rulesets$")
    asked: list[str] = []

    def busy_once(route):
        asked.append(route.request.url)
        if len(asked) == 1:
            route.fulfill(status=429, headers={"Retry-After": "1"}, content_type="application/problem+json",
                          body='{"title": "Too Many Requests", "status": 429, '
                               '"detail": "too many requests from this client: try again in 1 second"}')
        else:
            route.continue_()

    page.route("**/v1/rulesets", busy_once)
    page.goto(base_url + "/")
    page.wait_for_selector("#new-game-error:not([hidden])")
    assert "try again in 1 second" in page.locator("#new-game-error").inner_text()
    page.wait_for_selector("#edition-list input")
    assert len(asked) == 2
    assert page.locator("#new-game-error").is_hidden()
    sheet_id = phone.start_game(["Ann", "Bo"])
    assert sheet_id
