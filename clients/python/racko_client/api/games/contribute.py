from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.contribute_in import ContributeIn
from ...models.contributed_out import ContributedOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: ContributeIn,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/contribution".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ContributedOut | Problem:
    if response.status_code == 200:
        response_200 = ContributedOut.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ContributedOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ContributeIn,
    idempotency_key: str | Unset = UNSET,
) -> Response[ContributedOut | Problem]:
    """The token's seat contributes a text of its own, once, to the seed of every round dealt
    after it: the server committed to its own seeds when the game was made (`deal_chain`), so
    it cannot steer a deal mixed with a text it did not know (docs/deals.md). The creator's seat
    gives its contribution here; the last one round 1 waits for deals it, and bots play up to a
    person's turn.

    Args:
        game_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (ContributeIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ContributedOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ContributeIn,
    idempotency_key: str | Unset = UNSET,
) -> ContributedOut | Problem | None:
    """The token's seat contributes a text of its own, once, to the seed of every round dealt
    after it: the server committed to its own seeds when the game was made (`deal_chain`), so
    it cannot steer a deal mixed with a text it did not know (docs/deals.md). The creator's seat
    gives its contribution here; the last one round 1 waits for deals it, and bots play up to a
    person's turn.

    Args:
        game_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (ContributeIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ContributedOut | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ContributeIn,
    idempotency_key: str | Unset = UNSET,
) -> Response[ContributedOut | Problem]:
    """The token's seat contributes a text of its own, once, to the seed of every round dealt
    after it: the server committed to its own seeds when the game was made (`deal_chain`), so
    it cannot steer a deal mixed with a text it did not know (docs/deals.md). The creator's seat
    gives its contribution here; the last one round 1 waits for deals it, and bots play up to a
    person's turn.

    Args:
        game_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (ContributeIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ContributedOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ContributeIn,
    idempotency_key: str | Unset = UNSET,
) -> ContributedOut | Problem | None:
    """The token's seat contributes a text of its own, once, to the seed of every round dealt
    after it: the server committed to its own seeds when the game was made (`deal_chain`), so
    it cannot steer a deal mixed with a text it did not know (docs/deals.md). The creator's seat
    gives its contribution here; the last one round 1 waits for deals it, and bots play up to a
    person's turn.

    Args:
        game_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (ContributeIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ContributedOut | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
