from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_created_out import GameCreatedOut
from ...models.problem import Problem
from ...models.rack_o_game_in import RackOGameIn
from ...models.super_game_in import SuperGameIn
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: RackOGameIn | SuperGameIn,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    if isinstance(body, RackOGameIn):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameCreatedOut | Problem:
    if response.status_code == 201:
        response_201 = GameCreatedOut.from_dict(response.json())

        return response_201

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
) -> Response[GameCreatedOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RackOGameIn | SuperGameIn,
    idempotency_key: str | Unset = UNSET,
) -> Response[GameCreatedOut | Problem]:
    """Seat a table and commit to its deals (`deal_chain`). Each person's seat gets its token or
    invitation, shown only this once. The game waits for its players (phase `waiting`): round 1 is
    dealt, and bots play up to the first person's turn, once the creator's seat (POST
    /v1/games/{id}/contribution) and every invited seat (its claim) have contributed.

    Args:
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (RackOGameIn | SuperGameIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameCreatedOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: RackOGameIn | SuperGameIn,
    idempotency_key: str | Unset = UNSET,
) -> GameCreatedOut | Problem | None:
    """Seat a table and commit to its deals (`deal_chain`). Each person's seat gets its token or
    invitation, shown only this once. The game waits for its players (phase `waiting`): round 1 is
    dealt, and bots play up to the first person's turn, once the creator's seat (POST
    /v1/games/{id}/contribution) and every invited seat (its claim) have contributed.

    Args:
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (RackOGameIn | SuperGameIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameCreatedOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RackOGameIn | SuperGameIn,
    idempotency_key: str | Unset = UNSET,
) -> Response[GameCreatedOut | Problem]:
    """Seat a table and commit to its deals (`deal_chain`). Each person's seat gets its token or
    invitation, shown only this once. The game waits for its players (phase `waiting`): round 1 is
    dealt, and bots play up to the first person's turn, once the creator's seat (POST
    /v1/games/{id}/contribution) and every invited seat (its claim) have contributed.

    Args:
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (RackOGameIn | SuperGameIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameCreatedOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RackOGameIn | SuperGameIn,
    idempotency_key: str | Unset = UNSET,
) -> GameCreatedOut | Problem | None:
    """Seat a table and commit to its deals (`deal_chain`). Each person's seat gets its token or
    invitation, shown only this once. The game waits for its players (phase `waiting`): round 1 is
    dealt, and bots play up to the first person's turn, once the creator's seat (POST
    /v1/games/{id}/contribution) and every invited seat (its claim) have contributed.

    Args:
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (RackOGameIn | SuperGameIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameCreatedOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
