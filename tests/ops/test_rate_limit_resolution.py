"""RememberedLimits: the limits it remembers are exactly those Flask-Limiter works out anew."""

from __future__ import annotations

import flask
from flask import Flask
from flask_limiter import Limiter
from flask_limiter._limits import RuntimeLimit
from flask_limiter._manager import LimitManager
from flask_limiter.util import get_remote_address
from ordered_set import OrderedSet

from racko_api.extensions import limiter
from racko_api.ratelimit_resolution import DECLARING, HashedOnce, RememberedLimits

METHODS = ("GET", "POST", "PUT", "DELETE", "OPTIONS")


def _fresh(manager: LimitManager) -> LimitManager:
    """A plain LimitManager told everything the remembering one was told."""
    plain = LimitManager.__new__(LimitManager)
    plain.__dict__.update({k: v for k, v in manager.__dict__.items()
                           if k not in ("_resolved", "_scopes")})
    return plain


def test_every_endpoint_and_method_resolves_as_flask_limiter_would(app: Flask) -> None:
    remembering = limiter.limit_manager
    assert isinstance(remembering, RememberedLimits)
    plain = _fresh(remembering)
    checked = 0
    for rule in app.url_map.iter_rules():
        blueprint = rule.endpoint.rpartition(".")[0] or None
        for method in METHODS:
            with app.test_request_context(method=method):
                for in_middleware in (True, False):
                    for marked in (True, False):
                        arguments = (app, rule.endpoint, blueprint, None, in_middleware, marked)
                        for _ in range(2):  # the first call works it out, the second remembers
                            assert remembering.resolve_limits(*arguments) == \
                                plain.resolve_limits(*arguments), (rule.endpoint, method)
                        checked += 1
                assert remembering.exemption_scope(app, rule.endpoint, blueprint) == \
                    plain.exemption_scope(app, rule.endpoint, blueprint)
    assert checked > 100


def _small_app() -> tuple[Flask, Limiter]:
    small = Flask("small")
    small.config.update(RATELIMIT_DEFAULT="100 per minute", PING_LIMIT="7 per minute")
    own = Limiter(key_func=get_remote_address, storage_uri="memory://", headers_enabled=True)
    own.limit_manager = RememberedLimits.taking_over(own.limit_manager, settings=("PING_LIMIT",))

    @small.get("/ping")
    @own.limit(lambda: str(flask.current_app.config["PING_LIMIT"]))
    def ping() -> str:
        return "pong"

    @small.route("/both", methods=["GET", "POST"])
    @own.limit("1 per minute", methods=["POST"])
    def both() -> str:
        return flask.request.method

    own.init_app(small)
    return small, own


def test_an_exemption_declared_after_a_request_applies_to_the_next() -> None:
    small, own = _small_app()
    client = small.test_client()
    assert client.get("/ping").headers["X-RateLimit-Limit"] == "7"
    own.exempt(small.view_functions["ping"])
    assert "X-RateLimit-Limit" not in client.get("/ping").headers


def test_a_limit_for_one_method_is_not_remembered_for_another() -> None:
    small, _ = _small_app()
    client = small.test_client()
    assert client.post("/both").status_code == 200
    assert client.post("/both").status_code == 429  # 1 per minute, for POST
    assert [client.get("/both").status_code for _ in range(3)] == [200, 200, 200]
    assert client.get("/both").headers["X-RateLimit-Limit"] == "100"


def test_a_limit_setting_changed_at_run_time_applies_to_the_next_request() -> None:
    small, _ = _small_app()
    client = small.test_client()
    assert client.get("/ping").headers["X-RateLimit-Limit"] == "7"
    small.config["PING_LIMIT"] = "1 per minute"
    assert client.get("/ping").headers["X-RateLimit-Limit"] == "1"


def test_every_way_to_declare_a_limit_forgets_what_was_remembered() -> None:
    """A declaring method Flask-Limiter adds in a later version must be added to DECLARING."""
    declaring = {name for name in vars(LimitManager) if name.startswith(("add_", "set_"))}
    assert declaring == set(DECLARING)
    manager = RememberedLimits.taking_over(Limiter(key_func=get_remote_address).limit_manager, ())
    for name in DECLARING:
        before = manager._resolved
        getattr(manager, name)(*(["x", None] if name.startswith("add_") else [[]]))
        assert manager._resolved is not before, name


def test_a_remembered_limit_is_hashed_once_and_equal_to_the_limit_it_copies(app: Flask) -> None:
    with app.test_request_context("/v1/score", method="POST"):
        defaults, _ = limiter.limit_manager.resolve_limits(app, "score.score", "score", None, True, False)
        plain_defaults, _ = _fresh(limiter.limit_manager).resolve_limits(
            app, "score.score", "score", None, True, False)
    (remembered,), (plain,) = defaults, plain_defaults
    assert isinstance(remembered, HashedOnce) and type(plain) is RuntimeLimit
    assert remembered == plain and plain == remembered and hash(remembered) == hash(plain)
    assert OrderedSet([plain]) - OrderedSet([remembered]) == OrderedSet()  # as the limiter uses them
    other = HashedOnce.of(RuntimeLimit(plain.limit, plain.key_func, scope="elsewhere"))
    assert other != remembered and remembered != other
