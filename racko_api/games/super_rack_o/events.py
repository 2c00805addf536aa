"""Super Rack-O events share the Rack-O engine's shape: a public part and a private part for one seat.

One class for both games, so the game service stores and filters every event alike.
"""

from racko_api.core.events import Event

__all__ = ["Event"]
