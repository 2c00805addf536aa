"""The events only Super Rack-O emits, with their fields; the core declares those every game emits
(`core.events.SHARED`)."""

from __future__ import annotations

from racko_api.core.events import EventType

SUPER_RACK_O_EVENT_TYPES: tuple[EventType, ...] = (
    EventType("super_rack_o", "Super Rack-O: the seat called SUPER RACK-O! with this double rack",
              ("rack", "called"), shared=False),
    EventType("swap_played", "Super Rack-O: a swap aimed at a seat and a row", ("target_seat", "row"),
              shared=False),
    EventType("row_switched", "Super Rack-O: the swap (or reverse) was accepted and the row switched sides",
              ("row", "swapper"), shared=False),
    EventType("reversed", "Super Rack-O: a swap (or reverse) answered with a reverse card",
              ("slot", "row", "target_seat", "cancels"), shared=False),
    EventType("refilled", "Super Rack-O: the reverse card's slot refilled from the stock",
              ("slot",), (), ("card",), shared=False),
)
"""The event types only this game emits."""

__all__ = ["SUPER_RACK_O_EVENT_TYPES"]
