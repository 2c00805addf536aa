from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.table_out import TableOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    table_id: str,
    *,
    limit: int | Unset = 50,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tables/{table_id}".format(
            table_id=quote(str(table_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | TableOut:
    if response.status_code == 200:
        response_200 = TableOut.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Problem | TableOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    table_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | TableOut]:
    """The table: its players, and its sheets newest first with their winners. With
    `Accept: text/csv`, its whole history as CSV, a line a player a game.

    Args:
        table_id (str):
        limit (int | Unset):  Default: 50.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | TableOut]
    """

    kwargs = _get_kwargs(
        table_id=table_id,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    table_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | TableOut | None:
    """The table: its players, and its sheets newest first with their winners. With
    `Accept: text/csv`, its whole history as CSV, a line a player a game.

    Args:
        table_id (str):
        limit (int | Unset):  Default: 50.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | TableOut
    """

    return sync_detailed(
        table_id=table_id,
        client=client,
        limit=limit,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    table_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | TableOut]:
    """The table: its players, and its sheets newest first with their winners. With
    `Accept: text/csv`, its whole history as CSV, a line a player a game.

    Args:
        table_id (str):
        limit (int | Unset):  Default: 50.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | TableOut]
    """

    kwargs = _get_kwargs(
        table_id=table_id,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    table_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | TableOut | None:
    """The table: its players, and its sheets newest first with their winners. With
    `Accept: text/csv`, its whole history as CSV, a line a player a game.

    Args:
        table_id (str):
        limit (int | Unset):  Default: 50.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | TableOut
    """

    return (
        await asyncio_detailed(
            table_id=table_id,
            client=client,
            limit=limit,
            if_none_match=if_none_match,
        )
    ).parsed
