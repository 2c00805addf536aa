"""The Flask extensions, created once and bound to an app in create_app."""

from flask import request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_migrate import Migrate
from flask_smorest import Api
from flask_sqlalchemy import SQLAlchemy

from .ops import ratelimit_storage  # noqa: F401  (registers memory-swept://)
from .ops.db_routing import RoutingSession

db = SQLAlchemy(session_options={"class_": RoutingSession})
migrate = Migrate()
api = Api()
limiter = Limiter(key_func=get_remote_address)


@limiter.request_filter
def _preflight() -> bool:
    """CORS preflights do no work; they must not use up a client's allowance."""
    return request.method == "OPTIONS"
