from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.player_in import PlayerIn
from ...models.problem import Problem
from ...models.table_out import TableOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    table_id: str,
    player_id: int,
    *,
    body: PlayerIn,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/tables/{table_id}/players/{player_id}".format(
            table_id=quote(str(table_id), safe=""),
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TableOut:
    if response.status_code == 200:
        response_200 = TableOut.from_dict(response.json())

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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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
) -> Response[Problem | TableOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    table_id: str,
    player_id: int,
    *,
    client: AuthenticatedClient,
    body: PlayerIn,
    if_match: str | Unset = UNSET,
) -> Response[Problem | TableOut]:
    """Rename a player: the id stays, and with it the player's games and statistics.

    Args:
        table_id (str):
        player_id (int):
        if_match (str | Unset):
        body (PlayerIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TableOut]
    """

    kwargs = _get_kwargs(
        table_id=table_id,
        player_id=player_id,
        body=body,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    table_id: str,
    player_id: int,
    *,
    client: AuthenticatedClient,
    body: PlayerIn,
    if_match: str | Unset = UNSET,
) -> Problem | TableOut | None:
    """Rename a player: the id stays, and with it the player's games and statistics.

    Args:
        table_id (str):
        player_id (int):
        if_match (str | Unset):
        body (PlayerIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TableOut
    """

    return sync_detailed(
        table_id=table_id,
        player_id=player_id,
        client=client,
        body=body,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    table_id: str,
    player_id: int,
    *,
    client: AuthenticatedClient,
    body: PlayerIn,
    if_match: str | Unset = UNSET,
) -> Response[Problem | TableOut]:
    """Rename a player: the id stays, and with it the player's games and statistics.

    Args:
        table_id (str):
        player_id (int):
        if_match (str | Unset):
        body (PlayerIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TableOut]
    """

    kwargs = _get_kwargs(
        table_id=table_id,
        player_id=player_id,
        body=body,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    table_id: str,
    player_id: int,
    *,
    client: AuthenticatedClient,
    body: PlayerIn,
    if_match: str | Unset = UNSET,
) -> Problem | TableOut | None:
    """Rename a player: the id stays, and with it the player's games and statistics.

    Args:
        table_id (str):
        player_id (int):
        if_match (str | Unset):
        body (PlayerIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TableOut
    """

    return (
        await asyncio_detailed(
            table_id=table_id,
            player_id=player_id,
            client=client,
            body=body,
            if_match=if_match,
        )
    ).parsed
