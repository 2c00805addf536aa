"""The Flask extensions, created once and bound to an app in create_app."""

from flask import request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_migrate import Migrate
from flask_smorest import Api
from flask_sqlalchemy import SQLAlchemy

from . import ratelimit_storage  # noqa: F401  (registers memory-swept://)
from .db_routing import RoutingSession
from .ratelimit_resolution import RememberedLimits

db = SQLAlchemy(session_options={"class_": RoutingSession})
migrate = Migrate()
api = Api()
limiter = Limiter(key_func=get_remote_address)
# Works out each endpoint's limits once, not on every request (see ratelimit_resolution);
# the limits declared with callables (creating, game actions) read these settings.
limiter.limit_manager = RememberedLimits.taking_over(
    limiter.limit_manager, settings=("RATELIMIT_CREATE", "RATELIMIT_GAME_ACTIONS"))


@limiter.request_filter
def _preflight() -> bool:
    """CORS preflights do no work; they must not use up a client's allowance."""
    return request.method == "OPTIONS"
