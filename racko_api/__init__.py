"""racko-api: scoring companion, rules referee and virtual table for Rack-O."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the web framework loads only in create_app: the core imports stay pure
    from flask import Flask


def create_app(config: Mapping[str, Any] | type | None = None) -> Flask:
    """Build the app: settings, extensions, blueprints and the one error module."""
    from flask import Flask
    from flask_smorest import Api

    from . import store  # noqa: F401  (models register with SQLAlchemy's metadata)
    from .api import register_blueprints
    from .api.context import register_outlets, register_sheet_cache
    from .api.errors import register_error_handlers
    from .api.language import register_language
    from .cli import racko as racko_commands
    from .cli import rules as rules_commands
    from .config import INSTANCE, Config, resolve_settings
    from .extensions import db, limiter, migrate
    from .ops.db_routing import register_engines
    from .ops.disconnects import register_disconnects
    from .ops.fail_fast import register_fail_fast
    from .ops.http_headers import register_http_headers, register_retry_after
    from .ops.json_codec import JsonProvider
    from .ops.metrics import created_counter, register_metrics
    from .ops.request_body import BodyRequest, register_body_checks
    from .ops.request_log import register_request_log
    from .ops.stall_guard import register_stall_guard
    from .ops.wakeups import app_wakeups, register_wakeups
    from .services.outlets import Outlets
    from .web import register as register_page

    app = Flask(__name__, instance_path=str(INSTANCE))
    app.request_class = BodyRequest
    app.config.from_object(Config)
    if isinstance(config, type):
        app.config.from_object(config)
    elif config:
        app.config.update(config)
    app.json = JsonProvider(app)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    INSTANCE.mkdir(exist_ok=True)
    resolve_settings(app.config)
    register_request_log(app)  # first: every later hook may log with the request id
    register_retry_after(app, limiter)  # before the limiter: its after-request hook runs after the limiter's
    register_body_checks(app)

    db.init_app(app)
    with app.app_context():
        register_engines(app, db.engine)
    register_disconnects(app)
    fail_fast = register_fail_fast(app)
    # A connection cut for not answering says the server is away: new connects fail fast too.
    register_stall_guard(app, on_cut={engine: ff.failed for engine, ff in fail_fast.items()})
    migrate.init_app(app, db, directory=str(INSTANCE.parent / "migrations"))
    limiter.init_app(app)
    api = Api(app)  # its own: a shared one would serve the document of the last app made
    register_error_handlers(app)
    register_language(app)
    register_blueprints(app, api)
    register_page(app)  # the phone page: a plain blueprint, outside the OpenAPI document
    register_sheet_cache(app)
    register_wakeups(app)
    register_http_headers(app)
    register_metrics(app, limiter)
    register_outlets(app, Outlets(app_wakeups(app), created_counter(app)))
    app.cli.add_command(racko_commands)
    app.cli.add_command(rules_commands)
    return app
