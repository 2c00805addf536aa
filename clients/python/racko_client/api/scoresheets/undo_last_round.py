from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sheet_out import SheetOut
from ...types import Response


def _get_kwargs(
    sheet_id: str,
    *,
    if_match: str,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/scoresheets/{sheet_id}/rounds/last".format(
            sheet_id=quote(str(sheet_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SheetOut:
    if response.status_code == 200:
        response_200 = SheetOut.from_dict(response.json())

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

    if response.status_code == 428:
        response_428 = Problem.from_dict(response.json())

        return response_428

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SheetOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    sheet_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str,
) -> Response[Problem | SheetOut]:
    """Undo the last round (a game it won is open again).

    Args:
        sheet_id (str):
        if_match (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SheetOut]
    """

    kwargs = _get_kwargs(
        sheet_id=sheet_id,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    sheet_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str,
) -> Problem | SheetOut | None:
    """Undo the last round (a game it won is open again).

    Args:
        sheet_id (str):
        if_match (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SheetOut
    """

    return sync_detailed(
        sheet_id=sheet_id,
        client=client,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    sheet_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str,
) -> Response[Problem | SheetOut]:
    """Undo the last round (a game it won is open again).

    Args:
        sheet_id (str):
        if_match (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SheetOut]
    """

    kwargs = _get_kwargs(
        sheet_id=sheet_id,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    sheet_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str,
) -> Problem | SheetOut | None:
    """Undo the last round (a game it won is open again).

    Args:
        sheet_id (str):
        if_match (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SheetOut
    """

    return (
        await asyncio_detailed(
            sheet_id=sheet_id,
            client=client,
            if_match=if_match,
        )
    ).parsed
