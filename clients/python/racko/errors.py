"""Errors as the API states them: RFC 9457 problem+json turned into typed exceptions."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

import attrs


class Model(Protocol):
    """A generated model: it says itself as JSON."""

    def to_dict(self) -> dict[str, Any]: ...


T = TypeVar("T", bound=Model)


@dataclass(frozen=True)
class FieldProblem:
    """One bad field: where (a JSON pointer), why, and the rule it breaks, if any."""

    field: str
    message: str
    rule: str | None = None


class RackoError(Exception):
    """An answer that is not a success: `status`, the problem's `type`, `title`, `detail`, the
    `rule` that decided it, per-field `errors` (the first few), `errors_not_listed` (how many more
    the server found), and `retry_after` (seconds) when the server said."""

    def __init__(self, status: int, problem: Mapping[str, Any], retry_after: float | None = None) -> None:
        self.status = status
        self.type = str(problem.get("type", "about:blank"))
        self.title = str(problem.get("title", ""))
        self.detail = str(problem.get("detail", "")) or None
        self.rule: str | None = problem.get("rule")
        self.errors = tuple(FieldProblem(str(e.get("field", "")), str(e.get("message", "")), e.get("rule"))
                            for e in problem.get("errors") or () if isinstance(e, Mapping))
        not_listed = problem.get("errors_not_listed")
        self.errors_not_listed: int = not_listed if isinstance(not_listed, int) else 0
        self.retry_after = retry_after
        super().__init__(f"{status} {self.title}: {self.detail or ''}".rstrip(": "))


class BadRequest(RackoError):
    """400, 413: the request cannot be read."""


class Unauthorized(RackoError):
    """401: no token where one is needed."""


class Forbidden(RackoError):
    """403: a token of another seat or sheet."""


class NotFound(RackoError):
    """404: no such game, sheet or round."""


class Conflict(RackoError):
    """409: the rules forbid this now (`rule` says which); nothing changed."""


class PreconditionFailed(RackoError):
    """412, 428: If-Match is stale or missing: read again."""


class Invalid(RackoError):
    """422: not a valid request (`errors` says which fields)."""


class RateLimited(RackoError):
    """429: too many requests; `retry_after` says when to try again."""


class Unavailable(RackoError):
    """503: the server cannot answer now; `retry_after` says when to try again."""


BY_STATUS: dict[int, type[RackoError]] = {
    400: BadRequest, 413: BadRequest, 401: Unauthorized, 403: Forbidden, 404: NotFound,
    409: Conflict, 412: PreconditionFailed, 428: PreconditionFailed, 422: Invalid,
    429: RateLimited, 503: Unavailable}


def retry_after(headers: Mapping[str, str]) -> float | None:
    """Retry-After in seconds (the API sends whole seconds), or None."""
    value = headers.get("Retry-After") or headers.get("retry-after")
    try:
        return max(0.0, float(value)) if value is not None else None
    except ValueError:
        return None


def error_from(status: int, content: bytes, headers: Mapping[str, str]) -> RackoError:
    """The typed exception for an answer's status, built from its problem+json body."""
    try:
        problem = json.loads(content) if content else {}
    except ValueError:
        problem = {}
    if not isinstance(problem, dict):
        problem = {}
    return BY_STATUS.get(status, RackoError)(status, problem, retry_after(headers))


NOT_SENT = (AttributeError, KeyError, TypeError, ValueError)  # what a generated model's from_dict raises


def not_sent(form: Any, bad: Exception, what: str = "not a request of this API",
             field: str | None = None) -> Invalid:
    """`Invalid` (422) for a form the generated models cannot hold, refused before it is sent:
    the request it would have been could only be refused. `field`, when known, is the one whose
    value no model takes."""
    if field is not None:
        said = f"{form[field]!r} is not a value it takes"
        return Invalid(422, {"title": what, "detail": f"{field}: {said}",
                             "errors": [{"field": field, "message": said}]})
    said = f"missing {bad.args[0]!r}" if isinstance(bad, KeyError) and bad.args else \
        str(bad) or f"a value of a kind no field takes ({type(bad).__name__})"
    return Invalid(422, {"title": what, "detail": f"{said}: {form!r}",
                         "errors": [{"field": "", "message": said}]})


def bad_field(load: Callable[[dict[str, Any]], Any], form: Mapping[str, Any]) -> str | None:
    """The field of `form` whose value its model cannot take, or None: the fields are loaded in
    the order the generated model reads them, the first that fails (not for lack of a later
    field) is the one. The models' own errors (a bare TypeError) do not say."""
    kind = getattr(load, "__self__", None)
    if not (isinstance(kind, type) and attrs.has(kind)):
        return None
    names: list[str] = [str(field.name).removesuffix("_") for field in attrs.fields(kind)]  # "type_": "type"
    for n, name in enumerate(names):
        if name not in form:
            continue
        try:
            load({key: form[key] for key in names[:n + 1] if key in form})
        except KeyError:
            continue  # only a later field is missing: this one loads
        except NOT_SENT:
            return name
    return None


def unknown_fields(form: Any, kept: Any, at: str = "") -> list[str]:
    """The fields of `form` (JSON) that its model did not keep, as the API names a field
    ("options/tagret"): misspelled, or no field of this API. The models drop them unsaid."""
    if isinstance(form, Mapping) and isinstance(kept, Mapping):
        out: list[str] = []
        for key, value in form.items():
            path = f"{at}/{key}" if at else str(key)
            out += [path] if key not in kept else unknown_fields(value, kept[key], path)
        return out
    if isinstance(form, list | tuple) and isinstance(kept, list) and len(form) == len(kept):
        return [path for n, (item, held) in enumerate(zip(form, kept, strict=True))
                for path in unknown_fields(item, held, f"{at}/{n}")]
    return []


def loaded(load: Callable[[dict[str, Any]], T], form: Mapping[str, Any],
           what: str = "not a request of this API") -> T:
    """A form (JSON as a mapping) as the generated model `load` makes it, or `Invalid` when it
    cannot be one (a field missing, a value no model takes, a field no model has), as the API
    would refuse it."""
    try:
        model = load(dict(form))
    except KeyError as missing:
        raise not_sent(form, missing, what) from missing
    except NOT_SENT as bad:
        raise not_sent(form, bad, what, bad_field(load, form)) from bad
    unknown = unknown_fields(form, model.to_dict())
    if unknown:
        raise Invalid(422, {"title": what, "detail": "; ".join(f"{f}: Unknown field" for f in unknown),
                            "errors": [{"field": f, "message": "Unknown field."} for f in unknown]})
    return model
