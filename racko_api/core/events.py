"""What happened, as frozen events: a public part for everyone and a private part for one seat.

The same shape as the Super Rack-O engine's events, so a game service stores and filters
both alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

_EMPTY: Mapping[str, Any] = MappingProxyType({})


class Event(NamedTuple):
    """`type` names what happened, `rule` the rule that made it so; `private` is for `seat` only.

    A named tuple rather than a dataclass: simulations make millions of them.
    """

    type: str
    seat: int | None
    public: Mapping[str, Any] = _EMPTY
    private: Mapping[str, Any] = _EMPTY
    rule: str | None = None

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see of this event (None: a spectator)."""
        out: dict[str, Any] = {"type": self.type, "seat": self.seat, **self.public}
        if self.rule is not None:
            out["rule"] = self.rule
        if seat is not None and seat == self.seat:
            out.update(self.private)
        return out

    def to_dict(self) -> dict[str, Any]:
        """Everything, for storage."""
        return {"type": self.type, "seat": self.seat, "public": dict(self.public),
                "private": dict(self.private), "rule": self.rule}

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> Event:
        return Event(data["type"], data["seat"], dict(data["public"]), dict(data["private"]),
                     data.get("rule"))


__all__ = ["Event"]
