"""The Decisions Rack-O adds to the rules any game may cite: readings that name one of its presets."""

from __future__ import annotations

from collections.abc import Mapping

from racko_api.core.catalog import Decision
from racko_api.core.words import tr

RACK_O_DECISIONS: Mapping[str, tuple[Decision, ...]] = {
    "R-DECK": (
        Decision(tr("parker-1992 plays the poster's house deck (always 1-60); the printed deck of that "
                    "text is the option deck: by_players."),
                 tr('The Parker text gives both: "Rules stipulate you should only use cards 1-40 for 2 '
                    'players, 1-50 for 3, and all 60 for 4... we use all 60 for all games."')),
    ),
}
"""Each shared rule's added Decisions, by rule id (the registry adds them after the rule's own)."""
