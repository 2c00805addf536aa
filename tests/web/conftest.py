"""The phone page in a real browser: the app on a free localhost port, Debian's Chromium (its
headless shell: the same Blink and V8 without the desktop browser around them, a third of the
CPU for each fresh phone).

The server runs the real app in a background thread (werkzeug) on a temporary SQLite file
migrated to head, or on TEST_DATABASE_URL. Every test gets a fresh phone (390x844, touch)
and fails on any console error or page error it did not announce with `page_errors.expect`.
With SCREENSHOTS=1 (`make screenshots`), pictures of the main screens go to test-artifacts/
(not committed).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from flask import Flask
from flask_migrate import upgrade
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, sync_playwright
from sqlalchemy import text
from werkzeug.serving import make_server

from racko_api import create_app
from racko_api.config import TestConfig
from racko_api.extensions import db, limiter
from racko_api.ops.wakeups import EXTENSION

CHROMIUM = "/usr/bin/chromium-headless-shell"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "is_mobile": True,
                         "has_touch": True, "device_scale_factor": 1, "locale": "en-GB"}
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def _migrate_fresh(app: Flask) -> None:
    """Drop what an earlier run left, then build the schema with the migrations."""
    with app.app_context():
        db.drop_all()
        with db.engine.begin() as connection:
            connection.execute(text("DROP TABLE IF EXISTS alembic_version"))
        upgrade()


@pytest.fixture(scope="session")
def web_app() -> Iterator[Flask]:
    with tempfile.TemporaryDirectory(prefix="racko-web-") as tmp:
        url = os.environ.get("TEST_DATABASE_URL") or f"sqlite:///{Path(tmp) / 'web.sqlite3'}"

        class WebConfig(TestConfig):
            SQLALCHEMY_DATABASE_URI = url
            REQUEST_LOG = False
            STREAMS_PER_CLIENT = 10_000  # every page's stream comes from 127.0.0.1

        app = create_app(WebConfig)
        _migrate_fresh(app)
        yield app
        with app.app_context():
            db.session.remove()
            db.engine.dispose()


@pytest.fixture(scope="session")
def base_url(web_app: Flask) -> Iterator[str]:
    server = make_server("127.0.0.1", 0, web_app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="web-test-server", daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=5)
    # A page's stream outlives the server's accept loop: end it, as a stopping worker does,
    # before the database file goes (else it reopens the file in a folder being removed).
    streams = web_app.extensions[EXTENSION]
    streams.close_all()
    deadline = time.monotonic() + 5
    while streams.open_streams and time.monotonic() < deadline:
        time.sleep(0.05)


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make browser` installs Debian's chromium-headless-shell")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class PageErrors:
    """Console errors and page errors; a test announces the ones it provokes on purpose."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self.expected: list[re.Pattern[str]] = []

    def console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.seen.append(f"console: {message.text} at {message.location.get('url', '')}")

    def page_error(self, error: Exception) -> None:
        self.seen.append(f"page error: {error}")

    def expect(self, pattern: str) -> None:
        """e.g. expect(r"status of 422 .* /v1/score$") for a card the test types to be refused."""
        self.expected.append(re.compile(pattern))

    def unexpected(self) -> list[str]:
        return [s for s in self.seen if not any(p.search(s) for p in self.expected)]


@pytest.fixture()
def page_errors() -> PageErrors:
    return PageErrors()


@pytest.fixture()
def context(browser: Browser) -> Iterator[BrowserContext]:
    # No service worker here: the browser's offline switch does not cover the requests a worker
    # lets through, so these tests would race it. test_offline_reload.py has the worker, and a
    # network it can really cut.
    context = browser.new_context(**PHONE, service_workers="block")
    context.set_default_timeout(8000)
    yield context
    context.close()


@pytest.fixture()
def page(context: BrowserContext, page_errors: PageErrors, web_app: Flask, base_url: str) -> Iterator[Page]:
    with web_app.app_context():
        limiter.reset()  # each test starts with a fresh allowance, as one phone would
    page = context.new_page()
    page.on("console", page_errors.console)
    page.on("pageerror", page_errors.page_error)
    yield page
    assert page_errors.unexpected() == [], "the page logged errors"


@pytest.fixture()
def other_page(browser: Browser, page_errors: PageErrors) -> Iterator[Page]:
    """A second phone at the same table, with its own storage; its errors count too."""
    context = browser.new_context(**PHONE)
    context.set_default_timeout(8000)
    page = context.new_page()
    page.on("console", page_errors.console)
    page.on("pageerror", page_errors.page_error)
    yield page
    context.close()


@pytest.fixture()
def shot() -> Any:
    """shot(page, "name"), with SCREENSHOTS=1 (`make screenshots`): test-artifacts/<name>.png is the
    screen as the phone shows it now, <name>-full.png the whole page from the top (sticky bars then
    sit where they start). Off otherwise: the pictures are for a person to look at, and taking
    them doubles the time of the tests that walk every screen."""
    wanted = os.environ.get("SCREENSHOTS") == "1"
    if wanted:
        ARTIFACTS.mkdir(exist_ok=True)

    def take(page: Page, name: str) -> None:
        if not wanted:
            return
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
        scrolled = page.evaluate("() => { const y = window.scrollY; window.scrollTo(0, 0); return y; }")
        page.screenshot(path=str(ARTIFACTS / f"{name}-full.png"), full_page=True)
        page.evaluate("(y) => window.scrollTo(0, y)", scrolled)

    return take


# No sideways scrolling, finger-sized targets, AA contrast: evaluated in the page, returns problems.
LAYOUT_PROBLEMS = (Path(__file__).parent / "layout_check.js").read_text()
# axe-core, as the PyPI package axe-playwright-python ships it, run inside the page.
AXE = Axe()


def serious_violations(page: Page) -> list[str]:
    """axe-core's serious and critical violations on the page as it is now (rule id, first nodes)."""
    results = AXE.run(page)
    return [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}"
            for v in results.response["violations"] if v["impact"] in ("serious", "critical")]


class Phone:
    """What a person does with the page, in the page's own words and controls."""

    def __init__(self, page: Page, base_url: str, language: str = "en") -> None:
        self.page = page
        self.base_url = base_url
        self.language = language

    def layout_problems(self) -> list[str]:
        width = (self.page.viewport_size or {"width": 390})["width"]
        return list(self.page.evaluate(LAYOUT_PROBLEMS, width))

    def check_layout(self) -> None:
        problems = self.layout_problems()
        assert problems == [], "\n".join(problems)

    def check_access(self) -> None:
        """The layout check, and no serious or critical axe-core violation.

        axe-core runs on the English phone only: what it judges (roles, names, labels, contrast)
        is the same markup in every language, and a missing word is the catalogue tests' to find.
        The layout check, which longer Swedish and Italian words can break, runs in all three.
        """
        self.check_layout()
        if self.language == "en":
            violations = serious_violations(self.page)
            assert violations == [], "\n".join(violations)

    def start_game(self, names: list[str], ruleset: str = "hasbro", target: int | None = None) -> str:
        page = self.page
        page.goto(self.base_url + "/")
        page.locator(f"label[for=edition-{ruleset}]").click()
        for _ in range(len(names) - len(page.locator("#player-fields input").all())):
            page.click("#add-player")
        for i, name in enumerate(names):
            page.fill(f"#player-{i + 1}", name)
        if target is not None:
            page.click("#house-rules summary")
            page.fill("#house-target", str(target))
        page.click("#start-game")
        page.wait_for_url("**/?sheet=*")
        page.wait_for_selector("#totals .total")
        return page.url.split("sheet=")[1]

    def token(self, sheet_id: str) -> str:
        return str(self.page.evaluate(
            "(id) => JSON.parse(localStorage.getItem('racko.sheets'))[id].token", sheet_id))

    def new_round(self) -> None:
        self.page.click("#enter-round")
        self.page.wait_for_selector("#view-round:not([hidden]) #rack-o-choice .chip", state="attached")

    def went_rack_o(self, name: str) -> None:
        """Say who went Rack-O: asked once, then shown in the head with a button to change it."""
        if self.page.locator("#who").is_hidden():
            self.page.click("#who-change")
        self.page.click(f"#rack-o-choice [data-rack-o='{name}']")
        self.page.wait_for_selector("#who", state="hidden")

    def player(self, name: str) -> None:
        self.page.click(f"#player-tabs [data-player='{name}']")

    def mode(self, mode: str) -> None:
        self.page.click(f"#entry .modes [data-mode='{mode}']")

    def tab_status(self, name: str) -> str:
        return self.page.locator(f"#player-tabs [data-player='{name}'] small").inner_text()

    def type_cards(self, cards: list[int]) -> None:
        """Tap the cards from slot #5 on, then wait for the API's verdict on every one of them.

        A tap counts its check in `data-checking` before it returns, so 0 means every answer is
        in (the summary keeps showing the last answer while the next one is on its way).
        """
        if self.page.locator("#entry-next").count():  # the rack on screen is complete: on to the next
            self.next_rack()
        self.mode("cards")
        self.page.wait_for_selector("#entry .pad")
        for card in cards:
            self.page.click(f"#entry .key[data-card='{card}']")
        self.page.wait_for_selector("#view-round[data-checking='0']")

    def next_rack(self) -> None:
        """Tap "Next" once the rack on screen is complete, as a person does: not in the same
        breath as its tenth card (a tap that soon is taken for a double tap's second)."""
        self.page.wait_for_timeout(300)
        self.page.click("#entry-next")

    def run(self, name: str, run: int | None) -> None:
        """The longest run of the quick entry of the player who went Rack-O (None: 2 or less)."""
        self.player(name)
        self.page.click(f"#entry .quick [data-run='{'none' if run is None else run}']")

    def quick(self, scoring_cards: int) -> None:
        self.mode("quick")
        self.page.click(f"#entry .quick [data-scoring='{scoring_cards}']")

    def score_round(self) -> None:
        self.page.click("#round-submit")
        self.page.wait_for_selector("#view-result:not([hidden]) .result-table")

    def quick_round(self, rack_o: str, other: str, scoring_cards: int) -> None:
        """A two-player round scored in quick mode: `rack_o` went Rack-O, `other` counted."""
        self.new_round()
        self.went_rack_o(rack_o)
        self.player(other)
        self.quick(scoring_cards)
        self.run(rack_o, 3)  # two players: going Rack-O needs a run of 3 (R-RUN3)
        self.score_round()


@pytest.fixture()
def phone(page: Page, base_url: str) -> Phone:
    return Phone(page, base_url)


LOCALES = {"en": "en-GB", "sv": "sv-SE", "it": "it-IT"}


@pytest.fixture()
def phone_at(browser: Browser, page_errors: PageErrors, web_app: Flask, base_url: str) -> Iterator[Any]:
    """phone_at(width, language): a fresh phone of that width (740 or 844 px tall) whose system
    language is English, Swedish or Italian; its console errors count like `page`'s."""
    contexts: list[BrowserContext] = []

    def make(width: int = 360, language: str = "en", via: str | None = None, **more: Any) -> Phone:
        """`via`: another address of the same server (a proxy the test can cut)."""
        with web_app.app_context():
            limiter.reset()
        height = 740 if width < 390 else 844
        context = browser.new_context(**{**PHONE, "viewport": {"width": width, "height": height},
                                         "locale": LOCALES[language], **more})
        context.set_default_timeout(8000)
        contexts.append(context)
        page = context.new_page()
        page.on("console", page_errors.console)
        page.on("pageerror", page_errors.page_error)
        return Phone(page, via or base_url, language)

    yield make
    for context in contexts:
        context.close()
    assert page_errors.unexpected() == [], "the page logged errors"


class Api:
    """The JSON API over real HTTP, to check what the page did (and to act as another phone)."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url

    def call(self, method: str, path: str, body: Any = None,
             headers: dict[str, str] | None = None) -> tuple[int, Any, dict[str, str]]:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base_url + path, data=data, method=method,
                                         headers={"Content-Type": "application/json", **(headers or {})})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                raw = response.read()
                return response.status, json.loads(raw) if raw else None, dict(response.headers)
        except urllib.error.HTTPError as error:
            raw = error.read()
            return error.code, json.loads(raw) if raw else None, dict(error.headers)

    def sheet(self, sheet_id: str) -> dict[str, Any]:
        status, body, _ = self.call("GET", f"/v1/scoresheets/{sheet_id}")
        assert status == 200, body
        return dict(body)


@pytest.fixture()
def api(base_url: str) -> Api:
    return Api(base_url)
