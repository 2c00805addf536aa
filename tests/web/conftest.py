"""The phone page in a real browser: the app on a free localhost port, Debian's Chromium.

The server runs the real app in a background thread (werkzeug) on a temporary SQLite file
migrated to head, or on TEST_DATABASE_URL. Every test gets a fresh phone (390x844, touch)
and fails on any console error or page error it did not announce with `page_errors.expect`.
Screenshots of the main screens go to test-artifacts/ (not committed).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask_migrate import upgrade
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, sync_playwright
from sqlalchemy import text
from werkzeug.serving import make_server

from racko_api import create_app
from racko_api.config import TestConfig
from racko_api.extensions import db

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
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
            RATELIMIT_DEFAULT = "100000 per minute"  # a test taps faster than any hand
            REQUEST_LOG = False

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


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make browser` installs Debian's chromium")
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
    context = browser.new_context(**PHONE)
    context.set_default_timeout(8000)
    yield context
    context.close()


@pytest.fixture()
def page(context: BrowserContext, page_errors: PageErrors, base_url: str) -> Iterator[Page]:
    page = context.new_page()
    page.on("console", page_errors.console)
    page.on("pageerror", page_errors.page_error)
    yield page
    assert page_errors.unexpected() == [], "the page logged errors"


@pytest.fixture()
def shot() -> Any:
    """shot(page, "name") saves test-artifacts/<name>.png (the whole page)."""
    ARTIFACTS.mkdir(exist_ok=True)

    def take(page: Page, name: str) -> Path:
        path = ARTIFACTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take


# What a phone user needs from every screen: no sideways scrolling, fingers-sized targets, and
# text that stays readable in sunlight (WCAG AA: 4.5:1, or 3:1 for large text).
LAYOUT_PROBLEMS = """() => {
  const problems = [];
  const vw = window.innerWidth;
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}` +
    `${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : ''}` +
    ` "${(el.textContent || el.value || '').trim().slice(0, 24)}"`;
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[hidden]');
  };
  if (document.documentElement.scrollWidth > vw) {
    problems.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${vw}px screen`);
  }
  for (const el of document.querySelectorAll('button, a[href], input, select, summary, [role=tab]')) {
    if (!shown(el)) continue;
    const target = el.type === 'radio' || el.type === 'checkbox' ? el.closest('label') || el : el;
    const r = target.getBoundingClientRect();
    if (r.height < 44 || r.width < 44) problems.push(`tap target ${name(el)} is ${Math.round(r.width)}x${Math.round(r.height)}`);
    if (r.right > vw + 0.5 || r.left < -0.5) problems.push(`${name(el)} sticks out of the screen`);
  }
  const rgba = (text) => {
    const m = text.match(/rgba?\\(([^)]+)\\)/);
    if (!m) return [0, 0, 0, 0];
    const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (top, bottom) => top.slice(0, 3).map((c, i) => c * top[3] + bottom[i] * (1 - top[3])).concat(1);
  const background = (el) => {
    const layers = [];
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const c = rgba(getComputedStyle(node).backgroundColor);
      if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let colour = [255, 255, 255, 1];
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || seen.has(el) || !shown(el)) continue;
    seen.add(el);
    if (el.closest('button:disabled, noscript, title')) continue;  // WCAG leaves disabled controls out
    const style = getComputedStyle(el);
    const svg = el instanceof SVGElement;
    const fg = rgba(svg ? style.fill : style.color);
    const bg = background(svg ? el.closest('svg') : el);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const got = ratio(over(fg, bg), bg);
    if (got < (large ? 3 : 4.5)) problems.push(`contrast ${got.toFixed(2)} for ${name(el)}`);
  }
  return problems;
}"""


class Phone:
    """What a person does with the page, in the page's own words and controls."""

    def __init__(self, page: Page, base_url: str) -> None:
        self.page = page
        self.base_url = base_url

    def check_layout(self) -> None:
        assert self.page.evaluate(LAYOUT_PROBLEMS) == []

    def start_game(self, names: list[str], ruleset: str = "hasbro", target: int | None = None) -> str:
        page = self.page
        page.goto(self.base_url + "/")
        page.locator(f"label[for=edition-{ruleset}]").click()
        for i in range(len(names) - len(page.locator("#player-fields input").all())):
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
        self.page.wait_for_selector("#view-round:not([hidden]) #player-tabs .ptab")

    def went_rack_o(self, name: str) -> None:
        self.page.click(f"#rack-o-choice [data-rack-o='{name}']")

    def player(self, name: str) -> None:
        self.page.click(f"#player-tabs [data-player='{name}']")

    def mode(self, mode: str) -> None:
        self.page.click(f"#entry .modes [data-mode='{mode}']")

    def type_cards(self, cards: list[int]) -> None:
        """Tap the cards from slot #5 on, waiting for the API's verdict on each."""
        self.mode("cards")
        for card in cards:
            self.page.click(f"#entry .key[data-card='{card}']")
        self.page.wait_for_function(
            "() => !document.querySelector('#entry .entry-summary')?.textContent.includes('Checking')")

    def quick(self, scoring_cards: int) -> None:
        self.mode("quick")
        self.page.click(f"#entry .quick [data-scoring='{scoring_cards}']")

    def score_round(self) -> None:
        self.page.click("#round-submit")
        self.page.wait_for_selector("#view-result:not([hidden]) .result-table")


@pytest.fixture()
def phone(page: Page, base_url: str) -> Phone:
    return Phone(page, base_url)


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
