"""The phone scorekeeper: one page at `/` and its static assets, no business logic.

The page only calls the public API (rulesets, score, compare, check, scoresheets) and shows
its answers; it never decides a rule. It is a plain Flask blueprint, not in the OpenAPI
document, and it needs no inline script, so the app's strict Content-Security-Policy holds.
"""

from __future__ import annotations

from flask import Blueprint, Flask, render_template

from ..extensions import limiter

blp = Blueprint("web", __name__, template_folder="templates", static_folder="static",
                static_url_path="/assets")

@blp.get("/")
def index() -> str:
    """The scorekeeper page; `/?sheet=<id>` opens a sheet."""
    return render_template("scorekeeper.html")


@blp.get("/s/<string:sheet_id>")
def shared(sheet_id: str) -> str:
    """A read-only share link: the same page, which reads the sheet id from the path."""
    return render_template("scorekeeper.html")


def register(app: Flask) -> None:
    """Serve the page from the app; assets are not rate-limited (a page load is many files)."""
    limiter.exempt(blp)
    app.register_blueprint(blp)
