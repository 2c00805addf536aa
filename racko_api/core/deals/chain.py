"""A game's deals, bound before anyone contributes: a hash chain of server seeds, mixed with the
seats' contributions (docs/deals.md says it in words).

When a game is made the server draws a secret link x_L (L = `CHAIN_LENGTH`) and publishes
x_0 = H^L(x_L), where H(t) = SHA-256 of the text t's UTF-8 bytes, as 64 lowercase hex digits.
Round k's server seed is x_k = H^(L-k)(x_L): revealing it shows nothing of later rounds, and
anyone checks it with H^k(x_k) = x_0. Each seat may contribute a text once; round k is dealt
from the seed text HMAC-SHA256(key = x_k, message = the contributions received before it was
dealt), which then shuffles as `stream.SeedStream` says. A game played from several devices
deals round 1 only once each awaited seat has contributed (`waiting_for`), so every deal mixes a
text the server could not know when it committed.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple, Protocol

from racko_api.core.deals.seeds import commitment, new_seed, round_seed
from racko_api.core.errors import FieldError, IllegalMove, InvalidInput
from racko_api.core.events import Event
from racko_api.core.names import text_fault
from racko_api.core.words import tr, trn

CHAIN_LENGTH = 2_000
"""Rounds a game's chain can deal; a game deals no more rounds than this."""
CONTRIBUTION_CHARS = 256
"""The longest contribution, in characters."""


def link(text: str) -> str:
    """One step down the chain: SHA-256 of the text's UTF-8 bytes, as lowercase hex."""
    return commitment(text)


def walk(text: str, steps: int) -> str:
    """`link` applied `steps` times."""
    for _ in range(steps):
        text = link(text)
    return text


def new_chain(rng: random.Random | None = None) -> str:
    """A secret chain end x_L: 64 hex digits (see `seeds.new_seed`)."""
    return new_seed(rng)


CHECKPOINT_EVERY = 20
"""Links kept per chain in a process (see `checkpoints`): a round's seed is then at most 19 links
from one, instead of up to 2,000 from the chain's end."""


@lru_cache(maxsize=1024)
def checkpoints(chain: str) -> tuple[str, ...]:
    """Every CHECKPOINT_EVERY-th link from the secret end down: x_L, x_(L-20), ... x_0. Made once
    per game and process (the chain never changes, so nothing here can go stale)."""
    points = [chain]
    for _ in range(CHAIN_LENGTH // CHECKPOINT_EVERY):
        points.append(walk(points[-1], CHECKPOINT_EVERY))
    return tuple(points)


def chain_commitment(chain: str) -> str:
    """x_0, what the game publishes before any seat contributes."""
    return checkpoints(chain)[-1]


def server_seed(chain: str, round_number: int) -> str:
    """x_k, round k's server seed; a round past the chain is an IllegalMove (R-DEAL)."""
    if not 1 <= round_number <= CHAIN_LENGTH:
        raise IllegalMove(tr("a game deals at most {rounds} rounds", rounds=CHAIN_LENGTH),
                          rule="R-DEAL")
    steps = CHAIN_LENGTH - round_number
    return walk(checkpoints(chain)[steps // CHECKPOINT_EVERY], steps % CHECKPOINT_EVERY)


def seed_matches(seed: str, round_number: int, chain_commitment_hex: str) -> bool:
    """Whether `seed` is round `round_number`'s link of the chain that `chain_commitment_hex` ends.

    >>> seed_matches(link("x"), 1, link(link("x")))
    True
    """
    return 1 <= round_number <= CHAIN_LENGTH and hmac.compare_digest(
        walk(seed, round_number), chain_commitment_hex.lower())


def mix_message(contributions: Sequence[str | None]) -> str:
    """The contributions in canonical form: one line "<seat>:<SHA-256 of the text, hex>" and a
    line feed for each seat that contributed, in seat order ("" when none did).

    >>> mix_message([None, "abc"])
    '1:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\\n'
    """
    return "".join(f"{seat}:{commitment(text)}\n" for seat, text in enumerate(contributions)
                   if text is not None)


def mix(server_seed_hex: str, contributions: Sequence[str | None]) -> str:
    """The deal's seed text: HMAC-SHA256, keyed with the server seed's UTF-8 bytes, of the
    canonical contributions' UTF-8 bytes, as 64 lowercase hex digits."""
    return hmac.new(server_seed_hex.encode(), mix_message(contributions).encode(),
                    hashlib.sha256).hexdigest()


class DealSeed(NamedTuple):
    """The seeds of one round: the server's link (None in a game without a chain) and the seed
    text it is dealt from."""

    server: str | None
    seed: str


def deal_seed(chain: str | None, contributions: Sequence[str | None], round_number: int,
              fixed: int | None) -> DealSeed:
    """Round `round_number`'s seeds; a game stored before chains draws as it always did."""
    if chain is None:
        return DealSeed(None, round_seed(fixed, round_number))
    x = server_seed(chain, round_number)
    return DealSeed(x, mix(x, contributions))


def verify_contribution(contributions: Sequence[str | None], seat: int, text: object) -> str:
    """The contribution, if the seat may make it: 1-256 characters, once per seat (R-DEAL)."""
    if not isinstance(text, str) or not 1 <= len(text) <= CONTRIBUTION_CHARS:
        raise InvalidInput(tr("a contribution is a text of 1-{chars} characters",
                              chars=CONTRIBUTION_CHARS),
                           errors=(FieldError("contribution", tr("1-{chars} characters",
                                                                 chars=CONTRIBUTION_CHARS)),))
    fault = text_fault(text)
    if fault is not None:
        raise InvalidInput(tr("a contribution cannot hold {fault}", fault=fault),
                           errors=(FieldError("contribution", fault),))
    if not 0 <= seat < len(contributions):
        raise InvalidInput(tr("no seat {seat}", seat=seat), errors=(FieldError("seat", tr("a seat")),))
    if contributions[seat] is not None:
        raise IllegalMove(tr("seat {seat} has contributed already: each seat contributes once",
                             seat=seat), rule="R-DEAL")
    return text


def repeated_contribution(contributions: Sequence[str | None], seat: int, text: object) -> bool:
    """Whether the seat sent this very text already (a retry: answered again, nothing changes).
    Another text from a seat that has contributed is refused (IllegalMove, R-DEAL): a seat's
    text is bound once sent, so no one can try texts until a deal suits them."""
    if not 0 <= seat < len(contributions) or contributions[seat] is None:
        return False
    if contributions[seat] != text:
        raise IllegalMove(tr("seat {seat} has contributed another text already: a seat's "
                             "contribution is bound once sent, so a deal cannot be drawn again; "
                             "a retry resends the same text", seat=seat), rule="R-DEAL")
    return True


def waiting_for(state: AwaitingHolder) -> tuple[int, ...]:
    """The awaited seats that have not contributed yet: round 1 is dealt once there are none."""
    return tuple(seat for seat in state.awaiting if state.contributions[seat] is None)


def verify_dealt(state: AwaitingHolder) -> None:
    """IllegalMove (R-DEAL) while round 1 waits for contributions: nothing is dealt to play yet."""
    waiting = waiting_for(state)
    if waiting:
        raise IllegalMove(trn("the game waits for its players: round 1 is dealt once seat {seats} "
                              "has contributed",
                              "the game waits for its players: round 1 is dealt once seats {seats} "
                              "have contributed", len(waiting), seats=", ".join(map(str, waiting))),
                          rule="R-DEAL")


def read_awaited(seats: Sequence[int], players: int) -> tuple[int, ...]:
    """The seats round 1 waits for, each a seat of the table, in seat order."""
    for seat in seats:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise InvalidInput(tr("there is no seat {seat!r}", seat=seat),
                               errors=(FieldError("wait_for", tr("0-{last_seat}",
                                                                 last_seat=players - 1)),))
    return tuple(sorted(set(seats)))


def contributed(chain: str | None, contributions: Sequence[str | None], seat: int,
                text: object) -> tuple[tuple[str | None, ...], Event]:
    """The contributions with the seat's, and the public event that records it; a game made
    before seed chains takes none (IllegalMove, R-DEAL)."""
    if chain is None:
        raise IllegalMove(tr("this game was made before seed chains: its deals take no "
                             "contributions"), rule="R-DEAL")
    text = verify_contribution(contributions, seat, text)
    new = tuple(text if s == seat else c for s, c in enumerate(contributions))
    return new, Event("contributed", seat, {"contribution": text},
                      rule="R-DEAL")


def revealed(round_number: int, seeds: DealSeed, used: Sequence[str | None]) -> dict[str, Any]:
    """A finished round's seeds as the log reveals them: the seed text and its commitment, and
    (in a game with a chain) the server seed and the contributions it was mixed with."""
    out = {"round": round_number, "commitment": commitment(seeds.seed), "seed": seeds.seed}
    if seeds.server is not None:
        out |= {"server_seed": seeds.server, "contributions": listed(used)}
    return out


class AwaitingHolder(Protocol):
    """A game state's contributions and the seats round 1 waits for: all a deal's wait needs."""

    @property
    def contributions(self) -> tuple[str | None, ...]: ...
    @property
    def awaiting(self) -> tuple[int, ...]: ...


class ChainHolder(AwaitingHolder, Protocol):
    """A game state's chain fields (every game with seed chains keeps the same five)."""

    @property
    def chain(self) -> str | None: ...
    @property
    def server_seeds(self) -> tuple[str | None, ...]: ...
    @property
    def dealt_with(self) -> tuple[str | None, ...]: ...


def chain_fields(state: ChainHolder) -> dict[str, Any]:
    """The chain fields of a state, for storage (the chain is secret: never shown)."""
    return {"chain": state.chain, "contributions": list(state.contributions),
            "server_seeds": list(state.server_seeds), "dealt_with": list(state.dealt_with),
            "awaiting": list(state.awaiting)}


def after_deal(state: ChainHolder, seeds: DealSeed) -> dict[str, tuple[str | None, ...]]:
    """The chain fields of a state once `seeds` are dealt: the round's server seed and the
    contributions it was mixed with (unchanged in a game without a chain)."""
    if seeds.server is None:
        return {"server_seeds": state.server_seeds, "dealt_with": state.dealt_with}
    return {"server_seeds": (*state.server_seeds, seeds.server), "dealt_with": state.contributions}


def read_chain_fields(data: Mapping[str, Any]) -> dict[str, Any]:
    """`chain_fields` read back; a state stored before chains has none."""
    def texts(key: str) -> tuple[str | None, ...]:
        return tuple(None if v is None else str(v) for v in data.get(key, ()))
    chain = data.get("chain")
    return {"chain": None if chain is None else str(chain), "contributions": texts("contributions"),
            "server_seeds": texts("server_seeds"), "dealt_with": texts("dealt_with"),
            "awaiting": tuple(int(s) for s in data.get("awaiting", ()))}


def chain_event(chain: str) -> Event:
    """The game's first event: the chain's public end x_0 and its length."""
    return Event("deal_chain", None, {"commitment": chain_commitment(chain), "length": CHAIN_LENGTH},
                 rule="R-DEAL")


def dealt_fields(seeds: DealSeed, contributions: Sequence[str | None]) -> dict[str, Any]:
    """What a `dealt` event adds in a game with a chain: the contributions the deal is mixed with."""
    return {} if seeds.server is None else {"contributions": listed(contributions)}


def listed(contributions: Sequence[str | None]) -> list[dict[str, Any]]:
    """The contributions as the table and the log show them: [{seat, contribution}]."""
    return [{"seat": s, "contribution": c} for s, c in enumerate(contributions) if c is not None]


def read_contributions(items: Sequence[Mapping[str, Any]], players: int) -> tuple[str | None, ...]:
    """[{seat, contribution}] back to one text or None per seat; malformed lists are InvalidInput."""
    out: list[str | None] = [None] * players
    for i, item in enumerate(items):
        seat = item.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise InvalidInput(tr("a contribution names a seat 0-{last}", last=players - 1),
                               errors=(FieldError(f"contributions/{i}/seat",
                                                  tr("0-{last}", last=players - 1)),))
        if out[seat] is not None:
            raise InvalidInput(tr("one contribution per seat"),
                               errors=(FieldError(f"contributions/{i}/seat", tr("once per seat")),))
        out[seat] = verify_contribution(out, seat, item.get("contribution"))
    return tuple(out)


__all__ = ["CHAIN_LENGTH", "CONTRIBUTION_CHARS", "ChainHolder", "DealSeed", "chain_commitment",
           "after_deal", "chain_event", "chain_fields", "dealt_fields", "read_chain_fields", "contributed",
           "deal_seed", "link", "listed", "mix", "mix_message", "new_chain", "read_contributions",
           "read_awaited", "repeated_contribution", "revealed", "seed_matches", "server_seed",
           "verify_contribution", "verify_dealt", "waiting_for", "walk"]
