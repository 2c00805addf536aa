"""POST /v1/deals/verify with `events`: replay one finished round of a game from its log.

The round's seed is made again from the server seed and the contributions (`core.deals.chain`),
the server seed is checked against the chain's published end, and the game's engine deals and
replays the round, comparing every event with the log (`core.deals.replay`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from racko_api.core.deals import commitment
from racko_api.core.deals.chain import DealSeed, mix, read_contributions, seed_matches
from racko_api.core.deals.replay import replay_round
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.kinds import kind_of


def _required(body: Mapping[str, Any], *names: str) -> None:
    for name in names:
        if body.get(name) is None:
            raise InvalidInput(tr("a replay needs `round`, `server_seed` and `events`"), rule="R-DEAL",
                               errors=(FieldError(name, tr("required with `events`")),))


def _dealt_at(events: Sequence[Mapping[str, Any]], round_number: int) -> int:
    """Where the round's `dealt` event is in the log."""
    for i in range(len(events) - 1, -1, -1):  # the last: games made before round 1 waited for its
        # players may show it dealt twice (docs/deals.md)
        if events[i].get("type") == "dealt" and events[i].get("round") == round_number:
            return i
    raise InvalidInput(tr("the log has no `dealt` event for round {round}", round=round_number),
                       rule="R-DEAL", errors=(FieldError("events", tr("from the round's `dealt` "
                                                                      "event to its end")),))


def _whole(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value < high


def _totals(events: Sequence[Mapping[str, Any]], players: int) -> tuple[int, ...]:
    """The standings before the round: the last `round_over` before it, or none yet."""
    totals = next((e.get("totals") for e in reversed(events) if e.get("type") == "round_over"),
                  [0] * players)
    if (not isinstance(totals, list) or len(totals) != players
            or not all(_whole(t, 0, 1 << 31) for t in totals)):
        raise InvalidInput(tr("a `round_over` event's totals are one whole number per seat"),
                           errors=(FieldError("events", tr("one total per seat")),))
    return tuple(totals)


def _chain_end(body: Mapping[str, Any], events: Sequence[Mapping[str, Any]]) -> str | None:
    given = body.get("chain_commitment")
    if given is not None:
        return str(given).lower()
    end = next((e.get("commitment") for e in events if e.get("type") == "deal_chain"), None)
    return end if isinstance(end, str) else None


def replay(body: Mapping[str, Any]) -> dict[str, Any]:
    """The deal made again (the kind's answer to the seed-only form), and the round's log
    replayed against it."""
    _required(body, "round", "server_seed")
    kind = kind_of(body["ruleset"])
    players, round_number, events = body["players"], body["round"], body["events"]
    ruleset = kind.ruleset(body["ruleset"], body.get("options") or None)
    contributions = read_contributions(body.get("contributions") or [], players)
    server = str(body["server_seed"]).lower()
    seeds = DealSeed(server, mix(server, contributions))
    start = _dealt_at(events, round_number)
    dealer = events[start].get("dealer")
    if not _whole(dealer, 0, players):
        raise InvalidInput(tr("the dealer is a seat 0-{last_seat}", last_seat=players - 1),
                           errors=(FieldError(f"events/{start}/dealer",
                                              tr("0-{last_seat}", last_seat=players - 1)),))
    seat = body.get("seat")
    if seat is not None and not _whole(seat, 0, players):
        raise InvalidInput(tr("the seat whose log this is is a seat 0-{last_seat}",
                              last_seat=players - 1),
                           errors=(FieldError("seat", tr("0-{last_seat}", last_seat=players - 1)),))
    end = next((i for i in range(start + 1, len(events)) if events[i].get("type") == "dealt"),
               len(events))
    state = kind.engine.before_round(ruleset, players, round_number, _totals(events[:start], players),
                                     contributions)
    state, first = kind.engine.deal_round(state, dealer, seeds)
    done = replay_round(kind.engine, state, first, events[start:end], seat, players)
    chain_end = _chain_end(body, events)
    on_chain = chain_end is not None and seed_matches(server, round_number, chain_end)
    deal_body = {"ruleset": body["ruleset"], "players": players, "dealer": dealer, "seed": seeds.seed,
                 "options": body.get("options")}
    mismatch = done.mismatch
    return {"ruleset": body["ruleset"], "players": players, "dealer": dealer, "seed": seeds.seed,
            "commitment": commitment(seeds.seed),
            "commitment_matches": events[start].get("commitment") == commitment(seeds.seed),
            **kind.recompute_deal(deal_body),
            "replay": {"round": round_number, "server_seed_matches": on_chain,
                       "chain_commitment": chain_end, "events_checked": done.checked,
                       "complete": done.complete, "matches": done.matches and on_chain,
                       "first_mismatch": None if mismatch is None else {
                           "index": start + mismatch.index, "seq": mismatch.seq,
                           "rule": mismatch.rule, "expected": mismatch.expected,
                           "found": mismatch.found, "reason": mismatch.reason}}}


__all__ = ["replay"]
