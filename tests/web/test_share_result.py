"""A finished game's result to share: a picture of the final sheet and a line naming the winner and
the totals, in the page's language, through the phone's share sheet, else saved as a PNG."""

from __future__ import annotations

import uuid

import pytest

from tests.web.test_table_pace import LATE_ANSWERS

# The phone's share sheet, as a phone that takes files offers it: what it is given is kept to look at.
SHARE_SHEET = """
(() => {
  window.sharedWith = [];
  Object.defineProperty(Navigator.prototype, 'canShare', {configurable: true,
    value: (data) => Boolean(data && data.files && data.files.every((f) => f instanceof File))});
  Object.defineProperty(Navigator.prototype, 'share', {configurable: true,
    value: async (data) => { window.sharedWith.push(data); }});
})();
"""
# A phone with no share sheet at all.
NO_SHARE_SHEET = """
(() => {
  delete Navigator.prototype.share;
  delete Navigator.prototype.canShare;
})();
"""
# The person closes the share sheet without choosing anyone.
CLOSED_SHARE_SHEET = """
(() => {
  Object.defineProperty(Navigator.prototype, 'canShare', {configurable: true, value: () => true});
  Object.defineProperty(Navigator.prototype, 'share', {configurable: true,
    value: async () => { throw new DOMException('Share canceled', 'AbortError'); }});
})();
"""
SHARED = """
async () => {
  const data = window.sharedWith[0];
  const file = data.files[0];
  const head = Array.from(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  const picture = await createImageBitmap(file);
  return {count: window.sharedWith.length, files: data.files.length, name: file.name, type: file.type,
          head, width: picture.width, height: picture.height, text: data.text, title: data.title};
}
"""
PNG_HEAD = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]


def post_round_at(api, sheet_id: str, token: str, rack_o: str, counts: dict[str, int]) -> None:
    """A quick round over the API: `rack_o` went Rack-O, the others counted `counts` scoring cards."""
    body = {"rack_o": rack_o, "entries": [{"player": rack_o, "scoring_cards": 10}] +
            [{"player": name, "scoring_cards": n} for name, n in counts.items()]}
    status, answer, _ = api.call("POST", f"/v1/scoresheets/{sheet_id}/rounds", body,
                                 {"Authorization": f"Bearer {token}", "Idempotency-Key": str(uuid.uuid4())})
    assert status == 201, answer


def finished_game(api) -> str:
    """Ann goes Rack-O twice to a target of 150: 75 + 75 = 150 to Bo's 10 + 20 and Cy's 15 + 5."""
    status, sheet, _ = api.call("POST", "/v1/scoresheets",
                                {"ruleset": "hasbro", "players": ["Ann", "Bo", "Cy"], "target": 150})
    assert status == 201, sheet
    for counts in ({"Bo": 2, "Cy": 3}, {"Bo": 4, "Cy": 1}):
        post_round_at(api, sheet["id"], sheet["edit_token"], "Ann", counts)
    assert api.sheet(sheet["id"])["winner"] == "Ann"
    return str(sheet["id"])


def open_finished(phone, sheet_id: str, script: str) -> None:
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    page.add_init_script(script)
    page.goto(f"{phone.base_url}/s/{sheet_id}")
    page.wait_for_selector("#winner-box:not([hidden]) #share-result:not([hidden])")


def test_a_finished_game_shares_a_picture_of_the_sheet_and_the_result(phone_at, api, shot):
    phone = phone_at(360)
    sheet_id = finished_game(api)
    open_finished(phone, sheet_id, SHARE_SHEET)
    page = phone.page
    assert page.locator("#share-result").inner_text() == "Share the result"
    phone.check_access()
    shot(page, "44-share-the-result")

    page.click("#share-result")
    page.wait_for_function("() => window.sharedWith.length === 1")
    shared = page.evaluate(SHARED)
    assert shared["count"] == 1 and shared["files"] == 1
    assert shared["type"] == "image/png" and shared["name"].endswith(".png")
    assert shared["head"] == PNG_HEAD
    # Wide enough to read on a phone, one row a round: a head, two rounds, the totals.
    assert shared["width"] == 720
    assert 400 <= shared["height"] <= 1200
    first, board = shared["text"].split("\n")
    assert first.startswith("Ann won ") and first.endswith(" 150 to 30 and 20.")
    assert board == "Ann 150 · Bo 30 · Cy 20"
    assert shared["title"] in first  # the edition, named in the text too
    assert page.locator("#share-result-note").is_hidden()


def test_without_a_share_sheet_the_picture_is_saved(phone_at, api):
    phone = phone_at(360)
    sheet_id = finished_game(api)
    open_finished(phone, sheet_id, NO_SHARE_SHEET)
    page = phone.page
    with page.expect_download() as download:
        page.click("#share-result")
    saved = download.value
    assert saved.suggested_filename == f"rack-o-{sheet_id}.png"
    with open(saved.path(), "rb") as picture:
        assert list(picture.read(8)) == PNG_HEAD
    page.wait_for_selector("#share-result-note:not([hidden])")
    note = page.locator("#share-result-note").inner_text()
    assert note == "The picture of the sheet is saved on this phone."


def test_closing_the_share_sheet_says_nothing_and_saves_nothing(phone_at, api):
    phone = phone_at(360)
    sheet_id = finished_game(api)
    open_finished(phone, sheet_id, CLOSED_SHARE_SHEET)
    page = phone.page
    downloads = []
    page.on("download", lambda saved: downloads.append(saved))
    page.click("#share-result")
    page.wait_for_selector("#share-result:not([disabled])")
    page.wait_for_timeout(300)
    assert downloads == []
    assert page.locator("#share-result-note").is_hidden()


def test_a_game_in_play_offers_no_result_to_share(phone_at, api):
    phone = phone_at(360)
    phone.start_game(["Ann", "Bo"])
    assert phone.page.locator("#share-result").is_hidden()


@pytest.mark.parametrize(("language", "button", "text", "board"), [
    ("sv", "Dela resultatet", "Ann vann {edition} med 150 mot 30 och 20.", "Ann 150 · Bo 30 · Cy 20"),
    ("it", "Condividi il risultato", "Ann ha vinto {edition} 150 a 30 e 20.", "Ann 150 · Bo 30 · Cy 20"),
])
def test_the_shared_text_is_in_the_pages_language(phone_at, api, language, button, text, board):
    phone = phone_at(360, language)
    sheet_id = finished_game(api)
    open_finished(phone, sheet_id, SHARE_SHEET)
    page = phone.page
    assert page.locator("#share-result").inner_text() == button
    phone.check_layout()
    page.click("#share-result")
    page.wait_for_function("() => window.sharedWith.length === 1")
    shared = page.evaluate(SHARED)
    assert shared["type"] == "image/png" and shared["width"] == 720
    assert shared["text"] == f"{text.format(edition=shared['title'])}\n{board}"


# A share sheet that takes text but no files.
TEXT_SHARE_SHEET = """
(() => {
  window.sharedWith = [];
  Object.defineProperty(Navigator.prototype, 'canShare', {configurable: true,
    value: (data) => !(data && data.files)});
  Object.defineProperty(Navigator.prototype, 'share', {configurable: true,
    value: async (data) => { window.sharedWith.push(data); }});
})();
"""


def test_a_share_sheet_without_files_gets_the_text(phone_at, api):
    phone = phone_at(360)
    sheet_id = finished_game(api)
    open_finished(phone, sheet_id, TEXT_SHARE_SHEET)
    page = phone.page
    page.click("#share-result")
    page.wait_for_function("() => window.sharedWith.length === 1")
    shared = page.evaluate(
        "() => ({files: 'files' in window.sharedWith[0], text: window.sharedWith[0].text})")
    assert shared["files"] is False
    assert shared["text"].startswith("Ann won ") and "150 to 30 and 20." in shared["text"]
