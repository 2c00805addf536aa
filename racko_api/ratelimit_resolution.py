"""Flask-Limiter's LimitManager, remembering which limits and exemptions apply to an endpoint.

Flask-Limiter works both out again on every request: it walks the blueprint's limits and
exemptions twice and parses every limit string anew (an eighth of the instructions of a
scored rack, and of /livez). The answer changes only when a limit or an exemption is
declared, or when one of the settings the limits are read from changes; so it is kept per
app, endpoint, method and the values of those settings, and forgotten whenever a limit or an
exemption is declared. This holds for limits that are strings or callables of those settings;
a limit computed from the request (per user, say) would be remembered wrongly and must not be
declared with this manager. The limits it hands out are hashed once (HashedOnce).
"""

from __future__ import annotations

import copy
import dataclasses
import weakref
from collections.abc import Callable, Sequence
from typing import Any

import flask
from flask_limiter._limits import RuntimeLimit
from flask_limiter._manager import LimitManager

Known = dict[tuple[Any, ...], Any]


def _real(app: flask.Flask) -> flask.Flask:
    """Flask-Limiter passes `current_app`, a proxy: the app itself is the key."""
    unwrap = getattr(app, "_get_current_object", None)
    return unwrap() if unwrap else app


FIELDS = tuple(f.name for f in dataclasses.fields(RuntimeLimit))


class HashedOnce(RuntimeLimit):
    """A remembered limit, hashed once: Flask-Limiter keeps a request's limits in ordered sets and
    hashes each about ten times a request, every time all thirteen fields. Equal to the
    RuntimeLimit it copies; it is never changed once resolved, so the hash holds."""

    @classmethod
    def of(cls, limit: RuntimeLimit) -> HashedOnce:
        hashed = copy.copy(limit)
        hashed.__class__ = cls
        hashed._hash = RuntimeLimit.__hash__(limit)  # type: ignore[attr-defined]
        return hashed  # type: ignore[return-value]

    def __hash__(self) -> int:
        return self._hash  # type: ignore[attr-defined,no-any-return]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RuntimeLimit):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in FIELDS)


class RememberedLimits(LimitManager):
    settings: tuple[str, ...] = ()

    @classmethod
    def taking_over(cls, manager: LimitManager, settings: Sequence[str]) -> RememberedLimits:
        """A remembering manager holding everything `manager` has been told so far; `settings`
        are the app's configuration keys that the declared limits are read from."""
        remembering = cls.__new__(cls)
        remembering.__dict__.update(manager.__dict__)
        remembering.settings = tuple(settings)
        remembering._forget()
        return remembering

    def _forget(self) -> None:
        self._resolved: weakref.WeakKeyDictionary[flask.Flask, Known] = weakref.WeakKeyDictionary()
        self._scopes: weakref.WeakKeyDictionary[flask.Flask, Known] = weakref.WeakKeyDictionary()

    def resolve_limits(self, app: flask.Flask, endpoint: str | None = None,
                       blueprint: str | None = None, callable_name: str | None = None,
                       in_middleware: bool = False, marked_for_limiting: bool = False) -> Any:
        real = _real(app)
        # The method takes part: a limit may be declared for some methods only.
        key = (endpoint, blueprint, callable_name, in_middleware, marked_for_limiting,
               flask.request.method, *[real.config.get(name) for name in self.settings])
        known = self._resolved.setdefault(real, {})
        if key not in known:
            known[key] = tuple(
                tuple(HashedOnce.of(limit) for limit in limits)
                for limits in super().resolve_limits(
                    app, endpoint, blueprint, callable_name, in_middleware, marked_for_limiting))
        return tuple(list(limits) for limits in known[key])

    def exemption_scope(self, app: flask.Flask, endpoint: str | None,
                        blueprint: str | None) -> Any:
        known = self._scopes.setdefault(_real(app), {})
        key = (endpoint, blueprint)
        if key not in known:
            known[key] = super().exemption_scope(app, endpoint, blueprint)
        return known[key]


# Every way Flask-Limiter declares a limit or an exemption; each forgets what was worked out.
DECLARING = ("set_application_limits", "set_default_limits", "add_decorated_limit",
             "add_blueprint_limit", "add_route_exemption", "add_blueprint_exemption",
             "add_endpoint_hint")


def _then_forget(name: str) -> Callable[..., None]:
    declare = getattr(LimitManager, name)

    def declaring(self: RememberedLimits, *args: Any, **kwargs: Any) -> None:
        declare(self, *args, **kwargs)
        self._forget()

    declaring.__name__ = declaring.__qualname__ = name
    return declaring


for _name in DECLARING:
    setattr(RememberedLimits, _name, _then_forget(_name))
