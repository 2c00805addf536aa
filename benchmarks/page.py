"""The phone page on a weak network: taps and seconds a round, bytes a visit, tap latency, offline scoring.

    .venv/bin/python benchmarks/page.py [--rounds 1] [--tap-ms 300] [--late-ms 600] [--cpu 4]

Serves the app with gunicorn.conf.py (sync workers, as `make run`) on a free local port and a
scratch SQLite file migrated to head (write rate limits raised through the environment), and
drives Debian's Chromium (/usr/bin/chromium) as a 360 x 740 touch phone whose every request to
/v1/ is answered --late-ms late (the page's fetch wrapped by an init script, as tests/web does).
  rounds    each on a new four-player Hasbro sheet (POST /v1/scoresheets, its edit token put in
            localStorage as the page keeps it, /?sheet=ID opened on a phone whose service worker
            is already in place), from the sheet's "Enter round" button, one tap every --tap-ms:
              typed  Enter round, who went Rack-O, the 40 cards of four racks, Score
              quick  Enter round, who went Rack-O, Quick, a count for each of the 3 others, Score
            A player tab is tapped (counted in "taps", and in "tabs") only where the page has not
            opened that player by itself. "s": from the first tap until the result screen shows;
            "beyond pauses": that less the pauses between taps. Of it, "in taps" is the time the
            taps themselves took (the page's handling, the browser's and the driver's; a tap on a
            heading that does nothing is timed for scale) and "Score->result" the wait after the
            last tap. Every round's totals are checked on the server (Ann 75, Bo 30, Cy 25, Di 50).
  transfer  the start page: a first visit in a fresh phone, then a repeat visit once the service
            worker controls the page. Bytes by CDP Network.loadingFinished encodedDataLength
            (headers included; the app does not compress, a proxy in front may: "gzip -9" is what
            the assets would be), page assets apart from API calls. The page's CDP does not see
            the service worker's own fetches (its install, the network-first HTML of a repeat
            visit): "server" counts what gunicorn answered in the same window, by its access log,
            with the bodies of static files (logged as 0: sendfile) taken from their sizes.
  pad tap   Event Timing (PerformanceObserver 'event', durationThreshold 16, buffered) for
            --pad-taps card taps, one every --tap-ms, with the CPU throttled --cpu x: each tap's
            longest 'pointerup'/'click' entry; a tap with no entry took under 16 ms (counted as
            such). Target: median and worst under 50 ms. The same unthrottled is a reference
            (skipped once the run is past --budget seconds).
  scoring.js  the offline scoring module: its bytes (raw, gzip -9), and in a fresh phone on a
            blank page of the same origin (/livez) with the CPU throttled, `await import()` and
            then scoring one four-player round; each column the median of --samples phones.
Times depend on the machine's load (printed at the end); taps and bytes do not.
BENCH_TRACE=1 prints the traceback of a section that fails.
Exit status 1 if a section fails, a round's totals are wrong or the pad target is missed.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import statistics
import sys
import tempfile
import time
import traceback
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from playwright.sync_api import Browser, BrowserContext, CDPSession, Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.launch import GunicornServer, free_port, migrate  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "racko_api" / "web" / "static"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE: dict[str, Any] = {"viewport": {"width": 360, "height": 740}, "is_mobile": True,
                         "has_touch": True, "device_scale_factor": 1, "locale": "en-GB"}
PLAYERS = ["Ann", "Bo", "Cy", "Di"]
RACKS = {
    "Ann": [2, 5, 9, 12, 13, 14, 24, 29, 33, 38],  # goes Rack-O: 75
    "Bo": [1, 4, 16, 18, 22, 40, 35, 30, 45, 50],  # in order to #30: 30
    "Cy": [3, 6, 7, 10, 20, 11, 25, 27, 41, 60],  # in order to #25: 25
    "Di": [8, 15, 17, 19, 21, 23, 26, 28, 31, 32],  # all in order, not Rack-O: 50
}
QUICK = {"Bo": 6, "Cy": 5, "Di": 10}  # the same round by counts of scoring cards
TOTALS = {"Ann": 75, "Bo": 30, "Cy": 25, "Di": 50}
PAD_TARGET_MS = 50.0
TIMEOUT_MS = 30_000  # any one wait in the page
RAISED = "100000 per minute"

# As tests/web/test_table_pace.py LATE_ANSWERS: the phone's fetch waits before every API call.
LATE_ANSWERS = """
(() => {
  const real = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (String(input.url || input).includes('/v1/')) await new Promise((done) => setTimeout(done, %d));
    return real(input, init);
  };
})();
"""
WATCH_EVENTS = """
() => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__events.push({ name: e.name, duration: e.duration, start: e.startTime });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}
"""
IMPORT_AND_SCORE = """
async ({ options, entries }) => {
  const t0 = performance.now();
  const m = await import('/assets/js/scoring.js');
  const t1 = performance.now();
  const result = m.scoreRound(m.effectiveOptions(options, null), entries, 'Ann');
  const t2 = performance.now();
  return { import: t1 - t0, score: t2 - t1, points: result.players.map((p) => p.points) };
}
"""


def describe(error: Exception) -> str:
    if os.environ.get("BENCH_TRACE"):
        traceback.print_exception(error)
    return f"{type(error).__name__}: {(str(error).splitlines() or [''])[0]}"


def call(method: str, url: str, body: Any = None) -> Any:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def fetch_bytes(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return bytes(answer.read())


def new_sheet(base: str) -> tuple[str, str]:
    sheet = call("POST", f"{base}/v1/scoresheets", {"ruleset": "hasbro", "players": PLAYERS})
    return str(sheet["id"]), str(sheet["edit_token"])


def totals(base: str, sheet_id: str) -> dict[str, int]:
    return {p["name"]: p["total"] for p in call("GET", f"{base}/v1/scoresheets/{sheet_id}")["players"]}


class Phone:
    """A context (a phone with its own storage) and one page in it; its API answers come late."""

    def __init__(self, browser: Browser, base: str, late_ms: int,
                 service_workers: Literal["allow", "block"] = "allow") -> None:
        self.base = base
        self.context: BrowserContext = browser.new_context(**PHONE, service_workers=service_workers)
        self.context.set_default_timeout(TIMEOUT_MS)
        self.context.add_init_script(LATE_ANSWERS % late_ms)
        self.page: Page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    def cdp(self) -> CDPSession:
        return self.context.new_cdp_session(self.page)

    def worker_in_control(self) -> None:
        """Wait until the service worker controls the page and has kept the page's files."""
        # Functions, not expressions: an expression is polled through eval, which the CSP forbids.
        self.page.wait_for_function("() => navigator.serviceWorker.ready.then(() => true)")
        self.page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        self.page.wait_for_load_state("networkidle")

    def open_sheet(self, sheet_id: str, token: str) -> None:
        """The sheet as this phone's own: its edit token where the page keeps it, then /?sheet=ID."""
        if not self.page.url.startswith(self.base):
            self.page.goto(self.base + "/livez")
        self.page.evaluate("""([id, token]) => {
            const all = JSON.parse(localStorage.getItem('racko.sheets') || '{}');
            all[id] = { ...(all[id] || {}), token };
            localStorage.setItem('racko.sheets', JSON.stringify(all));
        }""", [sheet_id, token])
        self.page.goto(f"{self.base}/?sheet={sheet_id}")
        self.page.wait_for_selector("#totals .total")
        self.page.wait_for_selector("#enter-round:visible")
        self.page.wait_for_load_state("networkidle")

    def close(self) -> None:
        self.context.close()


class Taps:
    """Every tap the scorekeeper makes, with a pause of tap_ms after each but the last."""

    def __init__(self, page: Page, tap_ms: int) -> None:
        self.page = page
        self.tap_ms = tap_ms
        self.count = 0
        self.tabs = 0  # of them, player tabs the page had not opened by itself
        self.in_taps = 0.0

    def __call__(self, selector: str, pause: bool = True) -> None:
        start = time.perf_counter()
        self.page.tap(selector)
        self.in_taps += time.perf_counter() - start
        self.count += 1
        if pause:
            self.page.wait_for_timeout(self.tap_ms)

    def open_player(self, name: str) -> None:
        """Tap the player's tab only if the page has not opened that player by itself."""
        if self.page.locator("#player-tabs .ptab.on").get_attribute("data-player") != name:
            self(f"#player-tabs [data-player='{name}']")
            self.tabs += 1


def typed_round(taps: Taps) -> None:
    taps("#enter-round")
    taps("#rack-o-choice [data-rack-o='Ann']")
    for name, rack in RACKS.items():
        taps.open_player(name)
        for card in rack:
            taps(f"#entry .key[data-card='{card}']")


def quick_round(taps: Taps) -> None:
    taps("#enter-round")
    taps("#rack-o-choice [data-rack-o='Ann']")
    taps("#entry .modes [data-mode='quick']")
    for name, count in QUICK.items():
        taps.open_player(name)
        taps(f"#entry .quick [data-scoring='{count}']")


def measure_round(phone: Phone, args: argparse.Namespace, enter: Callable[[Taps], None]) -> dict[str, Any]:
    sheet_id, token = new_sheet(phone.base)
    phone.open_sheet(sheet_id, token)
    taps = Taps(phone.page, args.tap_ms)
    start = time.perf_counter()
    enter(taps)
    taps("#round-submit", pause=False)
    scored = time.perf_counter()
    phone.page.wait_for_selector("#view-result:not([hidden]) .result-table")
    end = time.perf_counter()
    got = totals(phone.base, sheet_id)
    pauses = (taps.count - 1) * args.tap_ms / 1000
    return {"taps": taps.count, "tabs": taps.tabs, "s": end - start, "beyond": end - start - pauses,
            "in_taps": taps.in_taps, "after_score": end - scored, "ok": got == TOTALS, "got": got}


def idle_taps(phone: Phone, args: argparse.Namespace, taps: int = 5) -> list[float]:
    """What a tap costs with nothing to do (a heading): the driver's and the browser's share."""
    sheet_id, token = new_sheet(phone.base)
    phone.open_sheet(sheet_id, token)
    spent = []
    for _ in range(taps):
        start = time.perf_counter()
        phone.page.tap("#sheet-title")
        spent.append(time.perf_counter() - start)
        phone.page.wait_for_timeout(args.tap_ms)
    return [s * 1000 for s in spent]


def measure_rounds(browser: Browser, base: str, args: argparse.Namespace) -> dict[str, Any]:
    """One phone for every round, its page and service worker in place before the first."""
    phone = Phone(browser, base, args.late_ms)
    try:
        phone.page.goto(base + "/")
        phone.worker_in_control()
        idle = idle_taps(phone, args)
        rounds: dict[str, Any] = {"typed": [], "quick": [], "failed": {}}
        for kind, enter in (("typed", typed_round), ("quick", quick_round)):
            try:  # a kind that fails still leaves the other's figures
                for _ in range(args.rounds):
                    rounds[kind].append(measure_round(phone, args, enter))
            except Exception as error:  # noqa: BLE001
                rounds[kind] = []
                rounds["failed"][f"{kind} rounds"] = describe(error)
        rounds["idle_tap_ms"] = statistics.median(idle + idle_taps(phone, args))
        if phone.errors:
            raise RuntimeError(f"the page threw: {phone.errors[:3]}")
        return rounds
    finally:
        phone.close()


ACCESS_LINE = re.compile(r'"(?P<method>[A-Z]+) (?P<path>\S+) [^"]*" (?P<status>\d{3}) (?P<bytes>\d+|-)')


def served(path: Path, offset: int) -> dict[str, int]:
    """What gunicorn answered after offset in its access log: answers, 200s, 304s, body bytes.
    Static files go out by sendfile, which the log counts as 0 bytes: their size is used."""
    with path.open("rb") as log:
        log.seek(offset)
        text = log.read().decode(errors="replace")
    found = {"answers": 0, "200": 0, "304": 0, "body": 0}
    for line in text.splitlines():
        match = ACCESS_LINE.search(line)
        if not match or match["path"] in ("/readyz", "/livez"):
            continue
        found["answers"] += 1
        found[match["status"]] = found.get(match["status"], 0) + 1
        size = 0 if match["bytes"] == "-" else int(match["bytes"])
        local = STATIC / match["path"].split("?")[0].removeprefix("/assets/")
        static = match["path"].startswith("/assets/") and local.is_file()
        if match["status"] == "200" and size == 0 and static:
            size = local.stat().st_size
        found["body"] += size
    return found


def measure_transfer(browser: Browser, base: str, args: argparse.Namespace,
                     access_log: Path) -> list[dict[str, Any]]:
    phone = Phone(browser, base, args.late_ms)
    cdp = phone.cdp()
    urls: dict[str, str] = {}
    sizes: dict[str, float] = {}
    cdp.on("Network.requestWillBeSent", lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]))
    cdp.on("Network.loadingFinished", lambda e: sizes.__setitem__(e["requestId"], e["encodedDataLength"]))
    cdp.send("Network.enable")
    rows = []
    try:
        for visit in ("first visit", "repeat visit"):
            urls.clear()
            sizes.clear()
            offset = access_log.stat().st_size
            if visit == "first visit":
                phone.page.goto(base + "/")
            else:
                phone.page.reload()
            phone.page.wait_for_selector("#view-home:not([hidden]) #start-game")
            phone.worker_in_control()
            phone.page.wait_for_timeout(300)  # the last log lines
            server = served(access_log, offset)
            assets = {urls[r]: n for r, n in sizes.items() if r in urls and "/v1/" not in urls[r]}
            packed = None
            if visit == "first visit":
                packed = sum(len(gzip.compress(fetch_bytes(url), compresslevel=9)) for url in assets)
            rows.append({"visit": visit, "requests": len(sizes), "assets": sum(assets.values()),
                         "gzip": packed, "api": sum(n for r, n in sizes.items() if "/v1/" in urls.get(r, "")),
                         "server": server})
        if phone.errors:
            raise RuntimeError(f"the page threw: {phone.errors[:3]}")
        return rows
    finally:
        phone.close()


def measure_pad(browser: Browser, base: str, args: argparse.Namespace, rate: float) -> dict[str, Any]:
    """Card taps with the CPU slowed `rate` times: the longest pointerup/click entry of each tap."""
    sheet_id, token = new_sheet(base)
    phone = Phone(browser, base, args.late_ms)
    page = phone.page
    try:
        phone.open_sheet(sheet_id, token)
        phone.worker_in_control()
        cdp = phone.cdp()
        page.tap("#enter-round")
        page.tap("#rack-o-choice [data-rack-o='Ann']")
        page.wait_for_selector("#entry .pad .key")
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.wait_for_timeout(args.tap_ms)
        page.evaluate(WATCH_EVENTS)
        cards = [c for rack in RACKS.values() for c in rack][: args.pad_taps]
        marks = []
        for card in cards:
            marks.append(float(page.evaluate("() => performance.now()")))
            page.tap(f"#entry .key[data-card='{card}']")
            page.wait_for_timeout(args.tap_ms)
        page.wait_for_timeout(1000)  # entries are reported after their paint
        events = page.evaluate("() => window.__events")
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        if phone.errors:
            raise RuntimeError(f"the page threw: {phone.errors[:3]}")
        each = [0.0] * len(cards)  # 0: no entry, under 16 ms
        for e in events:
            if e["name"] in ("pointerup", "click") and e["start"] >= marks[0]:
                tap = max(i for i, mark in enumerate(marks) if mark <= e["start"])
                each[tap] = max(each[tap], e["duration"])
        return {"rate": rate, "each": each, "under": sum(1 for d in each if d < 16),
                "median": statistics.median(each), "worst": max(each)}
    finally:
        phone.close()


def measure_scoring_module(browser: Browser, base: str, args: argparse.Namespace) -> dict[str, Any]:
    raw = fetch_bytes(base + "/assets/js/scoring.js")
    options = {r["id"]: r["options"] for r in call("GET", base + "/v1/rulesets")}["hasbro"]
    entries = [{"player": name, "rack": rack} for name, rack in RACKS.items()]
    runs = []
    for _ in range(args.samples):
        phone = Phone(browser, base, args.late_ms, service_workers="block")
        try:
            phone.page.goto(base + "/livez")
            phone.cdp().send("Emulation.setCPUThrottlingRate", {"rate": args.cpu})
            runs.append(phone.page.evaluate(IMPORT_AND_SCORE, {"options": options, "entries": entries}))
        finally:
            phone.close()
    if any(r["points"] != list(TOTALS.values()) for r in runs):
        raise RuntimeError(f"scoring.js scored {runs[0]['points']}, expected {list(TOTALS.values())}")
    return {"raw": len(raw), "gzip": len(gzip.compress(raw, compresslevel=9)),
            "import": statistics.median(r["import"] for r in runs),
            "score": statistics.median(r["score"] for r in runs),
            "total": statistics.median(r["import"] + r["score"] for r in runs)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=1, help="rounds of each kind (the median is shown)")
    parser.add_argument("--tap-ms", type=int, default=300, help="the scorekeeper's pause after a tap")
    parser.add_argument("--late-ms", type=int, default=600, help="how late every /v1/ answer comes")
    parser.add_argument("--cpu", type=float, default=4, help="CPU slow-down for the pad taps and scoring.js")
    parser.add_argument("--pad-taps", type=int, default=20, help="card taps timed (at most 40)")
    parser.add_argument("--samples", type=int, default=5, help="fresh phones importing scoring.js")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn sync workers")
    parser.add_argument("--budget", type=float, default=100,
                        help="seconds after which the unthrottled pad reference is skipped")
    args = parser.parse_args()
    args.pad_taps = max(1, min(args.pad_taps, 40))
    if not Path(CHROMIUM).exists():
        sys.exit(f"{CHROMIUM} is missing: `make browser` installs Debian's chromium")
    started = time.perf_counter()
    results: dict[str, Any] = {}
    problems: dict[str, str] = {}
    skipped: list[str] = []
    with tempfile.TemporaryDirectory(prefix="racko-page-bench-") as tmp:
        database_url = f"sqlite:///{Path(tmp) / 'page.sqlite3'}"
        access_log = Path(tmp) / "access.log"
        access_log.touch()
        migrate(database_url)
        env = {"REQUEST_LOG": "0", "ACCESS_LOG": str(access_log), "GUNICORN_MAX_REQUESTS": "0",
               "RATELIMIT_CREATE": RAISED, "RATELIMIT_WRITES": RAISED, "RATELIMIT_GAME_ACTIONS": RAISED}
        with GunicornServer(free_port(), database_url, workers=args.workers, threads=1, env=env,
                            log=Path(tmp) / "gunicorn.log") as server, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            sections: dict[str, Callable[[], Any]] = {
                "rounds": lambda: measure_rounds(browser, server.url, args),
                "transfer": lambda: measure_transfer(browser, server.url, args, access_log),
                "pad": lambda: measure_pad(browser, server.url, args, args.cpu),
                "scoring.js": lambda: measure_scoring_module(browser, server.url, args),
                "pad reference": lambda: measure_pad(browser, server.url, args, 1),
            }
            try:
                for name, run in sections.items():
                    if name == "pad reference" and time.perf_counter() - started > args.budget:
                        skipped.append(f"{name} (past the {args.budget:g} s budget)")
                        continue
                    try:
                        results[name] = run()
                    except Exception as error:  # noqa: BLE001 (one section failing still reports the others)
                        problems[name] = describe(error)
                if "rounds" in results:
                    problems.update(results["rounds"]["failed"])
            finally:
                browser.close()
    return report(args, results, problems, skipped, time.perf_counter() - started)


def report(args: argparse.Namespace, results: dict[str, Any], problems: dict[str, str],
           skipped: list[str], elapsed: float) -> int:
    failed = bool(problems)
    print(f"phone 360x740, every /v1/ answer {args.late_ms} ms late, a tap every {args.tap_ms} ms, "
          f"4 players, Hasbro")
    if "rounds" in results:
        print(f"{'round':<7} {'taps':>5} {'tabs':>5} {'s':>7} {'beyond pauses':>14} {'in taps':>8} "
              f"{'Score->result':>14} {'totals':>7}")
        for kind in ("typed", "quick"):
            runs = results["rounds"][kind]
            if not runs:
                continue
            ok = all(r["ok"] for r in runs)
            failed |= not ok

            def median(key: str, runs: list[dict[str, Any]] = runs) -> float:
                return float(statistics.median(r[key] for r in runs))

            print(f"{kind:<7} {median('taps'):>5g} {median('tabs'):>5g} {median('s'):>7.2f} "
                  f"{median('beyond'):>14.2f} "
                  f"{median('in_taps'):>8.2f} {median('after_score'):>14.2f} {'ok' if ok else 'WRONG':>7}")
            for r in runs:
                if not r["ok"]:
                    print(f"  {kind}: totals {r['got']}, expected {TOTALS}")
        idle = results["rounds"]["idle_tap_ms"]
        print(f"  for scale: a tap on a heading that does nothing took {idle:.0f} ms (median of 10), "
              "the driver's and the browser's own share")
        print()
    if "transfer" in results:
        print(f"{'start page':<13} {'requests':>8} {'assets B':>9} {'gzip -9':>8} {'API B':>6}   "
              f"{'server: answers':>15} {'200':>4} {'304':>4} {'body B':>7}")
        for row in results["transfer"]:
            server = row["server"]
            packed = "-" if row["gzip"] is None else f"{row['gzip']}"
            print(f"{row['visit']:<13} {row['requests']:>8} {row['assets']:>9.0f} {packed:>8} "
                  f"{row['api']:>6.0f}   "
                  f"{server['answers']:>15} {server['200']:>4} {server['304']:>4} {server['body']:>7}")
        print()
    pads = [results[name] for name in ("pad", "pad reference") if name in results]
    if pads:
        def ms(value: float) -> str:
            return "<16" if value < 16 else f"{value:.0f}"

        print(f"{'pad tap':<18} {'taps':>5} {'<16 ms':>7} {'median ms':>10} {'worst ms':>9} "
              f"{'target 50':>10}   (longest pointerup/click)")
        for pad in pads:
            met = pad["median"] < PAD_TARGET_MS and pad["worst"] < PAD_TARGET_MS
            reference = pad is results.get("pad reference")
            failed |= not met and not reference
            label = f"CPU /{pad['rate']:g}" + (" (reference)" if reference else "")
            verdict = "-" if reference else ("met" if met else "MISSED")
            print(f"{label:<18} {len(pad['each']):>5} {pad['under']:>7} {ms(pad['median']):>10} "
                  f"{ms(pad['worst']):>9} {verdict:>10}")
        for pad in pads:
            print(f"  each tap at CPU /{pad['rate']:g}, ms: " + " ".join(ms(d) for d in pad["each"]))
        print()
    if "scoring.js" in results:
        module = results["scoring.js"]
        print(f"{'scoring.js':<11} {'raw B':>6} {'gzip -9 B':>10} {'import ms':>10} {'score ms':>9} "
              f"{'total ms':>9}   median of {args.samples}, CPU /{args.cpu:g}")
        print(f"{'':<11} {module['raw']:>6} {module['gzip']:>10} {module['import']:>10.1f} "
              f"{module['score']:>9.1f} {module['total']:>9.1f}")
        print()
    for name, problem in problems.items():
        print(f"{name}: FAILED {problem}")
    if skipped:
        print(f"skipped: {', '.join(skipped)}")
    print(f"machine load average at the end: {os.getloadavg()[0]:.1f}; the run took {elapsed:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
