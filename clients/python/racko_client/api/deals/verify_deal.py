from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.verified_deal_out import VerifiedDealOut
from ...models.verify_deal_in import VerifyDealIn
from ...types import Response


def _get_kwargs(
    *,
    body: VerifyDealIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/deals/verify",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | VerifiedDealOut:
    if response.status_code == 200:
        response_200 = VerifiedDealOut.from_dict(response.json())

        return response_200

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | VerifiedDealOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: VerifyDealIn,
) -> Response[Problem | VerifiedDealOut]:
    """Recompute a deal from its seed, or replay a whole round from its log (stateless).

     Recompute a round's deal from its revealed seed, and check the seed against the
    commitment the table showed before the round began; or, with `events`, replay the whole round.

    **The seeds** (docs/deals.md says it all, with worked examples). H(t) = SHA-256 of the UTF-8
    text t, as 64 lowercase hex digits. When a game is made the server draws a secret x_2000 and
    publishes x_0 = H applied 2,000 times (`deal_chain`); round k's server seed is x_k, so
    H applied k times to x_k gives x_0. Seats contribute texts after that; round k's seed text is
    HMAC-SHA256 keyed with x_k of one line "<seat>:<H(contribution)>
    " per seat that contributed
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

    Args:
        body (VerifyDealIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | VerifiedDealOut]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: VerifyDealIn,
) -> Problem | VerifiedDealOut | None:
    """Recompute a deal from its seed, or replay a whole round from its log (stateless).

     Recompute a round's deal from its revealed seed, and check the seed against the
    commitment the table showed before the round began; or, with `events`, replay the whole round.

    **The seeds** (docs/deals.md says it all, with worked examples). H(t) = SHA-256 of the UTF-8
    text t, as 64 lowercase hex digits. When a game is made the server draws a secret x_2000 and
    publishes x_0 = H applied 2,000 times (`deal_chain`); round k's server seed is x_k, so
    H applied k times to x_k gives x_0. Seats contribute texts after that; round k's seed text is
    HMAC-SHA256 keyed with x_k of one line "<seat>:<H(contribution)>
    " per seat that contributed
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

    Args:
        body (VerifyDealIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | VerifiedDealOut
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: VerifyDealIn,
) -> Response[Problem | VerifiedDealOut]:
    """Recompute a deal from its seed, or replay a whole round from its log (stateless).

     Recompute a round's deal from its revealed seed, and check the seed against the
    commitment the table showed before the round began; or, with `events`, replay the whole round.

    **The seeds** (docs/deals.md says it all, with worked examples). H(t) = SHA-256 of the UTF-8
    text t, as 64 lowercase hex digits. When a game is made the server draws a secret x_2000 and
    publishes x_0 = H applied 2,000 times (`deal_chain`); round k's server seed is x_k, so
    H applied k times to x_k gives x_0. Seats contribute texts after that; round k's seed text is
    HMAC-SHA256 keyed with x_k of one line "<seat>:<H(contribution)>
    " per seat that contributed
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

    Args:
        body (VerifyDealIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | VerifiedDealOut]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: VerifyDealIn,
) -> Problem | VerifiedDealOut | None:
    """Recompute a deal from its seed, or replay a whole round from its log (stateless).

     Recompute a round's deal from its revealed seed, and check the seed against the
    commitment the table showed before the round began; or, with `events`, replay the whole round.

    **The seeds** (docs/deals.md says it all, with worked examples). H(t) = SHA-256 of the UTF-8
    text t, as 64 lowercase hex digits. When a game is made the server draws a secret x_2000 and
    publishes x_0 = H applied 2,000 times (`deal_chain`); round k's server seed is x_k, so
    H applied k times to x_k gives x_0. Seats contribute texts after that; round k's seed text is
    HMAC-SHA256 keyed with x_k of one line "<seat>:<H(contribution)>
    " per seat that contributed
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

    Args:
        body (VerifyDealIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | VerifiedDealOut
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
