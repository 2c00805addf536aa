"""POST /v1/deals/verify: anyone can recompute a round's deal from its revealed seed, or
replay a whole finished round from its event log.

Every round of a virtual game is dealt from a seed text made of the server's seed for that round,
which the game committed to when it was made (a hash chain, `deal_chain`), and the seats'
contributions. Before the first move the table shows only the seed's SHA-256
(`deal.commitment`); once the round is over it shows the seeds (`deals`, `deal_revealed`). This
endpoint is stateless: it shuffles and deals exactly as the game did and, given `events`, replays
every draw of the round, so a player can check that the racks and the stock were not stacked.
"""

from __future__ import annotations

import secrets
from typing import Any

from flask_smorest import Blueprint

from racko_api.core.deals import commitment
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.kinds import kind_of

from .errors import problem_response
from .replays import replay
from .schemas.deals import VerifiedDealOut, VerifyDealIn

blp = Blueprint("deals", __name__, url_prefix="/v1/deals",
                description="Verifiable deals: recompute a round's deal from its revealed seed")

PROCEDURE = """Recompute a round's deal from its revealed seed, and check the seed against the
commitment the table showed before the round began; or, with `events`, replay the whole round.

**The seeds** (docs/deals.md says it all, with worked examples). H(t) = SHA-256 of the UTF-8
text t, as 64 lowercase hex digits. When a game is made the server draws a secret x_2000 and
publishes x_0 = H applied 2,000 times (`deal_chain`); round k's server seed is x_k, so
H applied k times to x_k gives x_0. Seats contribute texts after that; round k's seed text is
HMAC-SHA256 keyed with x_k of one line "<seat>:<H(contribution)>\n" per seat that contributed
before the round was dealt, in seat order, as hex.

**With `events`** (the log as GET /v1/games/{id}/events answers it, `seat` its reader), the
seed text is made from `server_seed` and `contributions`, the server seed is checked against the
chain, and the round is dealt and replayed move by move by the game's engine: every draw from the
stock, every restock (R-RESTOCK), every Super Rack-O swap, reverse and refill. `replay` says
whether all of it matches the log, and if not, where the first event differs and by which rule.

**The shuffle of a seed text S:**

1. The table shows `commitment` = SHA-256 of the seed text's UTF-8 bytes, in hex.
2. The byte stream of a seed text S is SHA-256("S:0") ‖ SHA-256("S:1") ‖ SHA-256("S:2") ‖ ...
   (the counter in decimal; every text UTF-8).
3. Numbers are read from the stream 4 bytes at a time as unsigned big-endian integers u.
   `below(n)` takes the next u; if u ≥ 2^32 − (2^32 mod n) it is skipped and the next one
   taken, else the answer is u mod n.
4. The deck is shuffled by Fisher-Yates from the end: for i from len−1 down to 1, swap
   items i and below(i+1). The last item of the list is the top of the deck.
   Rack-O: the deck is the cards 1..top (top by the ruleset and player count, R-DECK).
   Super Rack-O: the 108 card ids 0..107 in box order: blue 1-40, 5 blue wilds, 5 swaps,
   4 reverses, then the same for red.
5. Cards are dealt one at a time from the top, first to the seat left of the dealer
   (dealer + 1), clockwise. Rack-O back to front: a player's 1st card goes into #50, the
   2nd into #45 ...; random slots (Swedish): list the player's empty slots from #5 up and
   take the one at position below(number of empty slots), counting from 0, with numbers
   from the same stream right after the shuffle's, one per card in dealing order; the quick
   start deals `cards_dealt` cards each. Super Rack-O:
   16 cards each, placed zigzag (blue row 8, red row 8, blue row 7 ... red row 1).
6. Then the top card starts the discard pile; the rest is the stock, drawn from its end.
   A restock with `restock: shuffle` (either game) shuffles the turned-over discards with the
   stream of the seed text "S/restock/k" for the round's k-th restock (1, 2 ...).
"""


@blp.route("/verify", methods=["POST"])
@blp.doc(operationId="verify_deal")
@blp.arguments(VerifyDealIn())
@blp.response(200, VerifiedDealOut)
@blp.alt_response(422, **problem_response("an unknown ruleset, a table that cannot be, or a "
                                          "commitment that is not 64 hex digits"))
@blp.alt_response(413, **problem_response("a body over 64 KiB: send the chain, the standings and "
                                          "the round's own events (docs/deals.md)"))
@blp.doc(description=PROCEDURE)
def verify(body: dict[str, Any]) -> dict[str, Any]:
    """Recompute a deal from its seed, or replay a whole round from its log (stateless)."""
    if body.get("events") is not None:
        return replay(body)
    for field in ("seed", "commitment"):
        if field not in body:
            raise InvalidInput(tr("give `seed` and `commitment`, or a round's `events`"),
                               errors=(FieldError(field, tr("required without `events`")),))
    dealt = kind_of(body["ruleset"]).recompute_deal(body)
    expected = commitment(body["seed"])
    return {"ruleset": body["ruleset"], "players": body["players"], "dealer": body["dealer"],
            "seed": body["seed"], "commitment": expected,
            "commitment_matches": secrets.compare_digest(expected, body["commitment"].lower()),
            **dealt}
