"""The phone scorekeeper: one page at `/` and its static assets, no business logic.

The page only calls the public API (rulesets, score, compare, check, scoresheets, tables) and shows
its answers; it never decides a rule. It is a plain Flask blueprint, not in the OpenAPI
document, and it needs no inline script, so the app's strict Content-Security-Policy holds.
It is an installable web app: `/manifest.webmanifest` and a service worker at `/sw.js` (scope
`/`) that keeps the page and every asset, so a reload with no network still opens it.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

from flask import Blueprint, Flask, Response, render_template, url_for

from ..extensions import limiter

blp = Blueprint("web", __name__, template_folder="templates", static_folder="static",
                static_url_path="/assets")

STATIC = Path(__file__).parent / "static"
MANIFEST_TYPE = "application/manifest+json"


@cache
def _assets() -> tuple[tuple[str, ...], str]:
    """Every static file (as a path under static/) and a version that changes with any of them."""
    files = sorted(p for p in STATIC.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(STATIC).as_posix().encode())
        digest.update(path.read_bytes())
    return tuple(p.relative_to(STATIC).as_posix() for p in files), digest.hexdigest()[:16]


@blp.get("/")
def index() -> str:
    """The scorekeeper page; `/?sheet=<id>` opens a sheet."""
    return render_template("scorekeeper.html")


@blp.get("/s/<string:sheet_id>")
def shared(sheet_id: str) -> str:
    """A read-only share link: the same page, which reads the sheet id from the path."""
    return render_template("scorekeeper.html")


@blp.get("/rules.md")
def rules_page() -> Response:
    """The rules page (docs/rules.md) in the language of Accept-Language: en, sv or it."""
    from ..api.language import language
    from ..catalogues import catalogue
    from ..games.document import rules_markdown

    response = Response(rules_markdown(catalogue(language())), mimetype="text/markdown")
    response.headers["Content-Language"] = language()
    response.vary.add("Accept-Language")
    return response


@blp.get("/sw.js")
def service_worker() -> Response:
    """The service worker, at the root so that its scope is the whole page; never cached stale."""
    files, version = _assets()
    body = render_template("sw.js", version=version,
                           assets=[url_for("web.static", filename=f) for f in files])
    response = Response(body, mimetype="text/javascript")
    response.headers["Cache-Control"] = "no-cache"
    response.headers["Service-Worker-Allowed"] = "/"
    return response


@blp.get("/manifest.webmanifest")
def manifest() -> Response:
    """The web app manifest: name, colours, start page and the PNG icons."""
    def icon(name: str, size: int, purpose: str) -> dict[str, str]:
        return {"src": url_for("web.static", filename=f"icons/{name}.png"), "sizes": f"{size}x{size}",
                "type": "image/png", "purpose": purpose}

    body = {
        "name": "Rack-O scorekeeper", "short_name": "Rack-O", "id": "/", "start_url": "/", "scope": "/",
        "display": "standalone", "background_color": "#ffffff", "theme_color": "#0b3a82",
        "description": "Keep score of Rack-O and Super Rack-O at the table, online or not.",
        "icons": [icon("icon-192", 192, "any"), icon("icon-512", 512, "any"),
                  icon("maskable-512", 512, "maskable")],
    }
    response = Response(json.dumps(body), mimetype=MANIFEST_TYPE)
    response.headers["Cache-Control"] = "no-cache"
    return response


def register(app: Flask) -> None:
    """Serve the page from the app; assets are not rate-limited (a page load is many files)."""
    limiter.exempt(blp)
    app.register_blueprint(blp)
