"""The Flask extensions, created once and bound to an app in create_app (the API document is each app's
own: create_app makes its `flask_smorest.Api`)."""

from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy

from .ops.db_routing import RoutingSession
from .ops.rate_limits import is_preflight

db = SQLAlchemy(session_options={"class_": RoutingSession})
migrate = Migrate()
limiter = Limiter(key_func=get_remote_address)
limiter.request_filter(is_preflight)
