"""The events only Rack-O emits, with their fields; the core declares those every game emits
(`core.events.SHARED`)."""

from __future__ import annotations

from racko_api.core.events import EventType

RACK_O_EVENT_TYPES: tuple[EventType, ...] = (
    EventType("placed", "Rack-O quick start: the card taken went into an empty slot",
              ("slot",), ("card",), ("card",), shared=False),
    EventType("rack_o", "Rack-O: the seat went Rack-O (called: by R-WAIT)", ("rack", "called"),
              shared=False),
    EventType("tie_at_target", "Rack-O: the leaders tie at the target; another round is played",
              ("totals",), shared=False),
)
"""The event types only this game emits."""

__all__ = ["RACK_O_EVENT_TYPES"]
