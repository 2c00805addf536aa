from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.players_in import PlayersIn
from ...models.problem import Problem
from ...models.table_out import TableOut
from ...types import Response


def _get_kwargs(
    table_id: str,
    *,
    body: PlayersIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tables/{table_id}/players".format(
            table_id=quote(str(table_id), safe=""),
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
    *,
    client: AuthenticatedClient,
    body: PlayersIn,
) -> Response[Problem | TableOut]:
    """New players at the table, each with the next id; the table as it is then.

    Args:
        table_id (str):
        body (PlayersIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TableOut]
    """

    kwargs = _get_kwargs(
        table_id=table_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    table_id: str,
    *,
    client: AuthenticatedClient,
    body: PlayersIn,
) -> Problem | TableOut | None:
    """New players at the table, each with the next id; the table as it is then.

    Args:
        table_id (str):
        body (PlayersIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TableOut
    """

    return sync_detailed(
        table_id=table_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    table_id: str,
    *,
    client: AuthenticatedClient,
    body: PlayersIn,
) -> Response[Problem | TableOut]:
    """New players at the table, each with the next id; the table as it is then.

    Args:
        table_id (str):
        body (PlayersIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TableOut]
    """

    kwargs = _get_kwargs(
        table_id=table_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    table_id: str,
    *,
    client: AuthenticatedClient,
    body: PlayersIn,
) -> Problem | TableOut | None:
    """New players at the table, each with the next id; the table as it is then.

    Args:
        table_id (str):
        body (PlayersIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TableOut
    """

    return (
        await asyncio_detailed(
            table_id=table_id,
            client=client,
            body=body,
        )
    ).parsed
