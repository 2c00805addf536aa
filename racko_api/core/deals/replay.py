"""Replay one logged round from its revealed seed: every deal, draw, restock and play the log
shows is made again by the game's engine, and each event it makes is compared with the logged
one, so a card changed anywhere after the commitment shows as the first event that differs.

The caller deals the round (`first`: the engine's events of the deal) and hands over the rest of
the round's log as a reader got it (`GET /v1/games/{id}/events`: public, or one seat's view).
Each logged event that starts an action is matched with the legal action whose events agree
with the log; a `contributed` event moves no card of the round (it counts from the next deal).
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from racko_api.core.events import Event
from racko_api.core.words import tr

ENDS_ROUND = "round_over"
CONTRIBUTED = "contributed"


class ReplayEngine(Protocol):
    """What a replay needs of a game's engine."""

    def legal_actions(self, state: Any, seat: int) -> Sequence[Any]: ...
    def apply(self, state: Any, seat: int, action: Any) -> tuple[Any, Sequence[Event]]: ...


@dataclass(frozen=True)
class Mismatch:
    """The first logged event the replay does not make: where, what the replay made there (None
    when no legal action makes it), and why."""

    index: int
    seq: int | None
    rule: str | None
    expected: dict[str, Any] | None
    found: dict[str, Any] | None
    reason: str


@dataclass(frozen=True)
class Replay:
    """How many logged events of the round were replayed alike, and the first that was not."""

    checked: int
    complete: bool
    mismatch: Mismatch | None

    @property
    def matches(self) -> bool:
        return self.mismatch is None and self.complete


def plain(data: Any) -> Any:
    """As JSON would carry it (tuples as lists), for comparing with a logged event."""
    return json.loads(json.dumps(data))


def seq_of(event: Mapping[str, Any]) -> int | None:
    """A logged event's `seq`, if it is a whole number."""
    seq = event.get("seq")
    return seq if isinstance(seq, int) and not isinstance(seq, bool) else None


PLACE = frozenset({"seq", "version", "turn"})
"""What the log adds to each event: its number, the game's version it led to, whose turn then."""


def logged(event: Mapping[str, Any]) -> dict[str, Any]:
    """A logged event without its place in the log."""
    return {k: v for k, v in event.items() if k not in PLACE}


def replay_round(engine: ReplayEngine, state: Any, first: Sequence[Event],
                 log: Sequence[Mapping[str, Any]], seat: int | None, players: int) -> Replay:
    """Compare the round's log (its `dealt` event first) with the engine's replay of it."""
    queue: deque[Event] = deque(first)
    for index, entry in enumerate(log):
        found = logged(entry)
        if found.get("type") == CONTRIBUTED and not queue:
            continue  # it counts from the next deal: no card of this round moves
        if not queue:
            state, made = _next(engine, state, found, log[index:], seat, players)
            if made is None:
                return Replay(index, False, Mismatch(index, seq_of(entry), None, None, found,
                                                     tr("no legal action makes this event")))
            queue.extend(made)
        expected = queue.popleft()
        if plain(expected.view(seat)) != found:
            return Replay(index, False, Mismatch(index, seq_of(entry), expected.rule,
                                                 plain(expected.view(seat)), found,
                                                 tr("the replay makes another event here")))
        if expected.type == ENDS_ROUND and not queue:
            return Replay(index + 1, True, None)
        if expected.type == ENDS_ROUND:
            rest = len(queue)  # the round's closing events (the reveal, the game's end) follow
            tail = log[index + 1:index + 1 + rest]
            for k, (made_event, entry_after) in enumerate(zip(queue, tail, strict=False)):
                if plain(made_event.view(seat)) != logged(entry_after):
                    at = index + 1 + k
                    return Replay(at, False, Mismatch(at, seq_of(entry_after), made_event.rule,
                                                      plain(made_event.view(seat)),
                                                      logged(entry_after),
                                                      tr("the replay makes another event here")))
            return Replay(index + 1 + len(tail), len(tail) == rest, None)
    return Replay(len(log), False, None)


def _next(engine: ReplayEngine, state: Any, found: dict[str, Any],
          ahead: Sequence[Mapping[str, Any]], seat: int | None,
          players: int) -> tuple[Any, Sequence[Event] | None]:
    """The state after the action (or contribution) that makes the logged event `found`, and
    its events; None when none does. Of several, the one whose events agree longest with the log."""
    best: tuple[int, Any, Sequence[Event]] | None = None
    for mover in range(players):
        for action in engine.legal_actions(state, mover):
            after, made = engine.apply(state, mover, action)
            agree = _agreeing(made, ahead, seat)
            if not agree and made and made[0].type == found.get("type") and made[0].seat == found.get("seat"):
                agree = 0  # the same kind of event, differing: shown as the mismatch if nothing agrees
            elif not agree:
                continue
            if best is None or agree > best[0]:
                best = (agree, after, made)
    return (state, None) if best is None else (best[1], best[2])


def _agreeing(made: Sequence[Event], ahead: Sequence[Mapping[str, Any]], seat: int | None) -> int:
    """How many of `made` agree with the log from here, in order."""
    count = 0
    for event, entry in zip(made, ahead, strict=False):
        if plain(event.view(seat)) != logged(entry):
            break
        count += 1
    return count


__all__ = ["Mismatch", "Replay", "ReplayEngine", "logged", "plain", "replay_round"]
