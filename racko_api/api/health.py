"""GET /livez (no I/O) and GET /readyz (database reachable, migrations at head)."""

from __future__ import annotations

from flask_smorest import Blueprint
from marshmallow import Schema, fields

from ..extensions import limiter
from ..store.readiness import database_problems
from .errors import ApiError, problem_response

blp = Blueprint("health", __name__, description="Liveness and readiness probes")


class StatusSchema(Schema):
    status = fields.String(required=True, metadata={"example": "ok"})


@blp.route("/livez")
@blp.doc(operationId="get_liveness")
@limiter.exempt
@blp.response(200, StatusSchema)
def livez() -> dict[str, str]:
    """The process is alive (does no I/O)."""
    return {"status": "ok"}


@blp.route("/readyz")
@blp.doc(operationId="get_readiness")
@blp.response(200, StatusSchema)
@blp.alt_response(503, **problem_response("not ready: database unreachable or not migrated"))
def readyz() -> dict[str, str]:
    """Ready for traffic: the database answers and its schema is at the newest migration."""
    problems = database_problems()
    if problems:
        raise ApiError(503, "; ".join(problems))
    return {"status": "ready"}
