"""What a use case tells the world once it commits, handed in by its caller: the services read no
app, so the HTTP layer passes the app's wake-up hub and its count of what was created."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ops.wakeups import Wakeups


@dataclass(frozen=True)
class Outlets:
    """`wakeups` rouses the streams following a topic on every server (and says how many this
    process holds open); `count_created` counts a scoresheet, table or game once committed."""

    wakeups: Wakeups
    count_created: Callable[[str], None]
