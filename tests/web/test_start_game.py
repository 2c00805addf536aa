"""Starting a game: the editions from the API with their one-line notes, house rules, teams."""

from __future__ import annotations


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
