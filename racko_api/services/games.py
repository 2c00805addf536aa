"""Virtual game use cases: create a table, read it, a seat's view, play an action, the event log.

The server is the referee and the only holder of hidden cards: the engine of the game's kind
(`racko_api.games.kinds`) decides every move; this module keeps the table in the database
(`store.game_queries`).
Each write is one transaction that locks the game row, checks the seat token, lets the engine
apply the action, lets the bots move until a person is to play (a bounded loop), then saves
the new state, the events and the next version. A refused action rolls back: nothing changes.
Refusals are domain errors (`services.errors`); no HTTP here.
"""

from __future__ import annotations

import json
import random
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from racko_api.core.deals.chain import repeated_contribution, waiting_for
from racko_api.core.errors import FieldError, IllegalMove, InvalidInput
from racko_api.core.events import Event
from racko_api.core.words import tr
from racko_api.games.kinds import KINDS, AnyKind, kind_of

from ..ops import json_codec
from ..store import game_queries as queries
from ..store.clock import utcnow
from ..store.games import Game
from ..store.idempotency import Reply
from ..store.transactions import atomic
from .errors import Conflict, Forbidden, NotFound, VersionMismatch
from .idempotency import Result, replay_or_run
from .outlets import Outlets
from .tokens import hash_token, new_token
from .versions import NO_VERSION, Versions

GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
BOT_ACTIONS = 2_000  # bot moves one request may trigger; a person's seat is always reached first
SEALED = "seat_tokens"  # a new game's tokens and invitations, sealed at rest in the idempotency record
CREATE_SCOPE = "POST /v1/games"  # idempotency scopes are stored keys: the form they always had


@dataclass(frozen=True)
class Seen:
    """What a reader gets: the game's version, and the answer (None when the reader holds that
    version already)."""

    version: int
    body: dict[str, Any] | None


encode = json_codec.dumps


def _waiting(game: Game, seat: int) -> bool:
    """Whether the seat waits for its player to claim its invitation."""
    invitations = game.invitation_hashes or []
    return seat < len(invitations) and invitations[seat] is not None and game.token_hashes[seat] is None


def _seats(game: Game) -> list[dict[str, Any]]:
    return [{"seat": i, "name": s["name"], "bot": s.get("bot"), "waiting": _waiting(game, i)}
            for i, s in enumerate(game.seats)]


def _head(game: Game) -> dict[str, Any]:
    return {"id": game.id, "version": game.version, "seats": _seats(game),
            "fixed_seed": game.seed is not None}


# --- running bots -----------------------------------------------------------------------------------

def _bot_rng(seed: int | None, salt: int) -> random.Random:
    """Bots of a fixed-seed game draw from a generator fixed by the seed and the game's progress."""
    return random.Random(f"{seed}:bots:{salt}") if seed is not None else secrets.SystemRandom()


def _run_bots(kind: AnyKind, state: Any, bots: Sequence[str | None],
              rng: random.Random) -> tuple[Any, list[Event]]:
    """Bots move until a person is to play or the game is over; the state then, and the events."""
    state, played = kind.run_bots(state, bots, rng, max_actions=BOT_ACTIONS)
    return state, [event for _, event in played]


def _stored(kind: AnyKind, state: Any, events: Sequence[Event]) -> list[str]:
    """The events as stored: each with whose turn it is once the write that made them is done
    (`turn`, as the table says it), so a follower of the log knows it without reading the table."""
    turn = kind.public_view(state)["turn"]
    return [queries.event_text(e, turn) for e in events]


def _save(game: Game, state: Any, events: Sequence[Event], **values: Any) -> None:
    """Write the game row (one version-checked UPDATE, so the version moves on by one) and append
    its events."""
    queries.save_game(game, _stored(_kind(game), state, events), state=queries.state_text(state.to_dict()),
                      phase=str(state.phase), **values)


def shown_event(row: Any, seat: int | None) -> dict[str, Any]:
    """An event of the log as `seat` (None: anyone) may see it, with its number, the game's version
    it led to and whose turn it was then (null between rounds, at the end, and for an event stored
    before events carried it)."""
    return {"seq": row.seq, **queries.event_view(row.data, seat), "version": row.version}


# --- create -----------------------------------------------------------------------------------------

def _check_seats(kind: AnyKind, seats: Sequence[Mapping[str, Any]]) -> list[str | None]:
    bots: list[str | None] = []
    for i, seat in enumerate(seats):
        bot = seat.get("bot")
        if bot is not None and bot not in kind.bots:
            raise InvalidInput(tr("{kind} bots are {bots}", kind=kind.id, bots=", ".join(kind.bots)),
                               errors=(FieldError(f"seats/{i}/bot", tr("one of {choices}",
                                                                       choices=", ".join(kind.bots))),))
        bots.append(bot)
    if all(b is not None for b in bots):
        raise InvalidInput(tr("at least one seat is a person's (a seat without a bot)"),
                           errors=(FieldError("seats", tr("leave `bot` out for at least one seat")),))
    return bots


def _fixed_seed(seed: int | None, fixed_seeds: bool) -> int | None:
    """A client's seed decides the deals only under the test setting FIXED_DEAL_SEEDS
    (`fixed_seeds`); a server without it refuses one, since whoever knows the seed knows every
    rack and the stock."""
    if seed is not None and not fixed_seeds:
        raise InvalidInput(tr("this server deals every round from a secret seed it commits to, "
                              "so a game cannot be given a seed; leave `seed` out (fixed seeds "
                              "are a test setting)"), rule="R-DEAL",
                           errors=(FieldError("seed", tr("not taken on this server: leave it out"),
                                              "R-DEAL"),))
    return seed


def _holders(bots: Sequence[str | None], hot_seat: bool) -> list[int]:
    """The seats played from a device of their own: the creator's (the first person's seat) and,
    unless `hot_seat` (one device holds every seat), every other person's. Round 1 waits for a
    contribution from each (docs/deals.md)."""
    people = [i for i, bot in enumerate(bots) if bot is None]
    return people[:1] if hot_seat else people


def _secrets(bots: Sequence[str | None], hot_seat: bool) -> list[dict[str, str]]:
    """What each seat is given: the creator (the first person's seat) its token, every other
    person's seat a single-use invitation (or, `hot_seat`, its token too: one device holds every
    seat); a bot's seat nothing."""
    people = [i for i, bot in enumerate(bots) if bot is None]
    return [{} if bot is not None
            else {"token": new_token()} if hot_seat or i == people[0]
            else {"invitation": new_token()} for i, bot in enumerate(bots)]


def create(body: Mapping[str, Any], idempotency_key: str | None, *, ttl_hours: int,
           outlets: Outlets, fixed_seeds: bool = False) -> Result:
    """Seat the table and commit to its seed chain; round 1 is dealt once the creator's seat
    and every invited seat have contributed (`contribute`, `join`). The creator gets the first
    person's seat token and an invitation for every other person's seat (with `hot_seat`, every
    person's token); each is shown once and only its hash is kept. A `seed` is taken only with
    `fixed_seeds` (a test setting); an idempotent answer is kept `ttl_hours`."""
    kind = kind_of(body["ruleset"])
    bots = _check_seats(kind, body["seats"])
    seed = _fixed_seed(body.get("seed"), fixed_seeds)
    ruleset = kind.ruleset(body["ruleset"], body.get("options") or None)
    hot_seat = bool(body.get("hot_seat"))
    state, events = kind.engine.new_game(ruleset, len(body["seats"]), seed=seed,
                                         wait_for=_holders(bots, hot_seat),
                                         first_player=body.get("first_player"))

    def action() -> Reply:
        now = utcnow()
        given = _secrets(bots, hot_seat)
        dealt = _stored(kind, state, events)
        game = Game(id=secrets.token_urlsafe(12), kind=kind.id, ruleset=body["ruleset"],
                    options=dict(body.get("options") or {}),
                    seats=[{"name": s["name"], "bot": s.get("bot")} for s in body["seats"]],
                    token_hashes=[hash_token(g["token"]) if "token" in g else None for g in given],
                    invitation_hashes=[hash_token(g["invitation"]) if "invitation" in g else None
                                       for g in given], seed=seed,
                    state=queries.state_text(state.to_dict()), phase=str(state.phase),
                    event_count=len(dealt),
                    version=1, created_at=now, updated_at=now)
        queries.add_game(game, dealt)
        body_out = {**_head(game), "game": kind.id, "ruleset": game.ruleset,
                    "table": {**_head(game), **kind.public_view(state)},
                    SEALED: encode(given)}
        return Reply(body_out, game.version, created=True, sealed=(SEALED,))

    reply, replayed = atomic(lambda: replay_or_run(CREATE_SCOPE, idempotency_key, body, action,
                                                 ttl_hours))
    if not replayed:
        outlets.count_created("game")
    return Result(reply, replayed)


def present_created(body: Mapping[str, Any]) -> dict[str, Any]:
    """The stored answer as the client sees it: each person's seat with its token or invitation.
    (Answers stored before invitations kept a token or null per seat.)"""
    out = dict(body)
    given = [{"token": g} if isinstance(g, str) else g or {} for g in json.loads(out.pop(SEALED, "[]"))]
    out["seats"] = [{"waiting": "invitation" in g, **s, **g}
                    for s, g in zip(out["seats"], given, strict=True)]
    return out


# --- join ---------------------------------------------------------------------------------------------

def _invited_seat(game: Game, invitation: str) -> int:
    """The seat this invitation is for; Forbidden for any other."""
    presented = hash_token(invitation)
    for seat, stored in enumerate(game.invitation_hashes or ()):
        if stored is not None and secrets.compare_digest(presented, stored):
            return seat
    raise Forbidden(tr("this is not an invitation to this game"))


def join(game_id: str, invitation: str, contribution: str, idempotency_key: str | None, *,
         ttl_hours: int, outlets: Outlets) -> Result:
    """Claim a seat with its invitation and the seat's contribution: the answer holds the seat's
    token, made now and shown only to whoever claims it. An invitation is single-use: a second
    claim is a Conflict (a retry with the first claim's Idempotency-Key replays its answer). The
    contribution is mixed into the seed of every round dealt after it (`core.deals.chain`); the
    last one round 1 waits for deals it."""

    last: list[int] = []

    def work() -> tuple[Reply, bool]:
        last.clear()
        game = _locked(game_id)
        seat = _invited_seat(game, invitation)
        repeated_contribution(_state(game, _kind(game)).contributions, seat, contribution)

        def action() -> Reply:
            if game.token_hashes[seat] is not None:
                raise Conflict(tr("the invitation to seat {seat} was claimed already: an "
                                  "invitation is single-use; whoever claimed it holds the seat's "
                                  "token", seat=seat))
            token = new_token()
            hashes = [hash_token(token) if i == seat else h for i, h in enumerate(game.token_hashes)]
            state, made = _contribute(game, seat, contribution)
            _save(game, state, made, token_hashes=hashes)
            last.append(game.event_count)
            return Reply({"id": game.id, "version": game.version, "seat": seat,
                          "name": game.seats[seat]["name"], "token": token, "contributed": True,
                          **_dealt_yet(state)},
                         game.version, created=True, sealed=("token",))

        asked = {"invitation": invitation, "contribution": contribution}
        return replay_or_run(f"POST /v1/games/{game_id}/join", idempotency_key, asked, action,
                             ttl_hours)

    reply, replayed = atomic(work)
    _wake(outlets, game_id, last)
    return Result(reply, replayed)


def _locked(game_id: str) -> Game:
    """The game, locked for this transaction; NotFound when there is none."""
    game = queries.lock_game(game_id) if GAME_ID.fullmatch(game_id) else None
    if game is None:
        raise _not_found(game_id)
    return game


def contribute(game_id: str, token: str, contribution: str, idempotency_key: str | None, *,
               ttl_hours: int, outlets: Outlets) -> Result:
    """The token's seat contributes a text, once, to the seed of every round dealt after it
    (`core.deals.chain`). The text is bound once sent: the same text again is answered again as
    the game stands (nothing changes); another text is refused (IllegalMove, R-DEAL)."""

    last: list[int] = []

    def work() -> tuple[Reply, bool]:
        last.clear()
        game = _locked(game_id)
        seat = seat_of(game, token)
        state = _state(game, _kind(game))
        if repeated_contribution(state.contributions, seat, contribution):
            return _contribution_answer(game, seat, contribution, state), True

        def action() -> Reply:
            state, made = _contribute(game, seat, contribution)
            _save(game, state, made)
            last.append(game.event_count)
            return _contribution_answer(game, seat, contribution, state)

        return replay_or_run(f"POST /v1/games/{game_id}/contribution seat {seat}", idempotency_key,
                             {"contribution": contribution}, action, ttl_hours)

    reply, replayed = atomic(work)
    _wake(outlets, game_id, last)
    return Result(reply, replayed)


def _contribution_answer(game: Game, seat: int, contribution: str, state: Any) -> Reply:
    return Reply({"id": game.id, "version": game.version, "seat": seat,
                  "contribution": contribution, **_dealt_yet(state)}, game.version)


def _dealt_yet(state: Any) -> dict[str, Any]:
    """Whether a contribution dealt round 1: the game's phase, and the seats it still waits for."""
    return {"phase": str(state.phase), "waiting_for": list(waiting_for(state))}


def _contribute(game: Game, seat: int, contribution: str) -> tuple[Any, tuple[Event, ...]]:
    """The game with the seat's contribution; the last one round 1 waits for deals it, and the
    bots then play up to a person's turn (docs/deals.md)."""
    kind = _kind(game)
    state, made = kind.engine.contribute(_state(game, kind), seat, contribution)
    bots = [s.get("bot") for s in game.seats]
    state, more = _run_bots(kind, state, bots, _bot_rng(game.seed, game.event_count + len(made)))
    return state, (*made, *more)


def _wake(outlets: Outlets, game_id: str, last: Sequence[int]) -> None:
    """After the commit: wake the game's streams on every server."""
    if last:
        outlets.wakeups.publish(topic(game_id), last[-1])


# --- read -------------------------------------------------------------------------------------------

def _not_found(game_id: str) -> NotFound:
    return NotFound(tr("no game {game_id!r}", game_id=game_id))


def _find(game_id: str) -> Game:
    game = queries.find_game(game_id) if GAME_ID.fullmatch(game_id) else None
    if game is None:
        raise _not_found(game_id)
    return game


def seat_of(game: Game, token: str) -> int:
    """The seat this token belongs to; Forbidden for any other token."""
    presented = hash_token(token)
    for seat, stored in enumerate(game.token_hashes):
        if stored is not None and secrets.compare_digest(presented, stored):
            return seat
    raise Forbidden(tr("this token is not a seat token of this game"))


def _kind(game: Game) -> AnyKind:
    return KINDS[game.kind]


def _state(game: Game, kind: AnyKind) -> Any:
    return kind.load(queries.state_of(game))


def read(game_id: str, held: Versions = NO_VERSION) -> Seen:
    """The public table (no body when the reader holds the current version)."""
    game = _find(game_id)
    if game.version in held:
        return Seen(game.version, None)
    kind = _kind(game)
    return Seen(game.version, {**_head(game), **kind.public_view(_state(game, kind))})


def _seat_answer(game: Game, kind: AnyKind, state: Any, seat: int) -> dict[str, Any]:
    return {**_head(game), **kind.view(state, seat)}


def _own_seat(game: Game, token: str, seat: int | None) -> int:
    """The token's seat; asking for another seat's view or advice is Forbidden."""
    own = seat_of(game, token)
    if seat is not None and seat != own:
        raise Forbidden(tr("this token is seat {own}'s; it cannot read seat {seat}'s view",
                           own=own, seat=seat))
    return own


def seat_view(game_id: str, token: str, seat: int | None, held: Versions = NO_VERSION) -> Seen:
    """What the token's seat may see; asking for another seat's view is Forbidden."""
    game = _find(game_id)
    own = _own_seat(game, token, seat)
    if game.version in held:
        return Seen(game.version, None)
    kind = _kind(game)
    return Seen(game.version, _seat_answer(game, kind, _state(game, kind), own))


def seat_advice(game_id: str, token: str, seat: int | None = None) -> Seen:
    """The advisor's answer for the token's seat, built from that seat's view alone; asking for
    another seat's is Forbidden, as for its view."""
    game = _find(game_id)
    own = _own_seat(game, token, seat)
    kind = _kind(game)
    window = game.seats[(own + 1) % len(game.seats)].get("bot") is None  # bots move at once
    return Seen(game.version, {"id": game.id, "version": game.version, "seat": own,
                               **kind.advise(_state(game, kind), own, window)})


def reader_seat(game_id: str, token: str | None) -> int | None:
    """Whose events a reader may see: the token's seat, or None (anyone) without a token;
    NotFound, Forbidden as for any read of the game."""
    game = _find(game_id)
    return seat_of(game, token) if token is not None else None


def events(game_id: str, token: str | None, after: int, held: Versions = NO_VERSION) -> Seen:
    """The event log after `after`, as the token's seat (or, without a token, anyone) may see it."""
    game = _find(game_id)
    seat = seat_of(game, token) if token is not None else None
    if game.version in held:
        return Seen(game.version, None)
    rows = queries.events_after(game.id, after)
    shown = [shown_event(row, seat) for row in rows]
    last = shown[-1]["seq"] if shown else max(after, 0)
    return Seen(game.version, {"id": game.id, "version": game.version, "seat": seat, "after": after,
                               "last": min(last, game.event_count), "more": last < game.event_count,
                               "events": shown})


# --- play ---------------------------------------------------------------------------------------------

SHARED_ACTIONS = {"next_round": "dealt"}
"""Actions any seat may send for the same state, each with the event its first sender's write
makes. Two phones both offered `next_round`: the slower one gets the state as it is now, not a
refusal."""


def _sent_already(game: Game, body: Mapping[str, Any], expected: Versions | None) -> bool:
    """Whether `body` is a shared action that another seat's write already did, right after the
    version this sender read (its If-Match; without one, the version before the current one)."""
    made = SHARED_ACTIONS.get(str(body.get("type")))
    held = [v for v in (expected.numbers if expected is not None else ()) if v < game.version]
    seen = max(held) if held else game.version - 1
    if made is None or (expected is not None and not expected.any and not held):
        return False
    return any(json.loads(row.data)["type"] == made
               for row in queries.events_of_version(game.id, seen + 1))


def act(game_id: str, token: str, body: Mapping[str, Any], expected: Versions | None,
        idempotency_key: str | None, *, ttl_hours: int, outlets: Outlets) -> Result:
    """Play one action for the token's seat, then the bots; answer the seat's new view.
    VersionMismatch when `expected` is given and the game is at none of those versions."""

    last: list[int] = []

    def work() -> tuple[Reply, bool]:
        last.clear()
        game = _locked(game_id)
        seat = seat_of(game, token)

        def action() -> Reply:
            kind = _kind(game)
            state = _state(game, kind)
            try:
                if expected is not None:
                    expected.require(game.version)
                state, new = kind.engine.apply(state, seat, kind.read_action(body))
            except (VersionMismatch, IllegalMove):
                if not _sent_already(game, body, expected):
                    raise
                return Reply(_seat_answer(game, kind, state, seat), game.version)
            bots = [s.get("bot") for s in game.seats]
            state, more = _run_bots(kind, state, bots, _bot_rng(game.seed, game.event_count + len(new)))
            new = [*new, *more]
            _save(game, state, new)  # UPDATE ... WHERE version = <read>
            last.append(game.event_count)
            return Reply(_seat_answer(game, kind, state, seat), game.version, hidden=True)

        return replay_or_run(f"POST /v1/games/{game_id}/actions seat {seat}", idempotency_key, body,
                             action, ttl_hours)

    reply, replayed = atomic(work)
    _wake(outlets, game_id, last)
    return Result(reply, replayed)


def topic(game_id: str) -> str:
    return f"game:{game_id}"


__all__ = ["Result", "Seen", "act", "contribute", "create", "encode", "events", "join", "present_created",
           "read", "seat_of", "seat_view"]
