from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.round_out import RoundOut
from ...types import Response


def _get_kwargs(
    sheet_id: str,
    number: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/scoresheets/{sheet_id}/rounds/{number}".format(
            sheet_id=quote(str(sheet_id), safe=""),
            number=quote(str(number), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RoundOut:
    if response.status_code == 200:
        response_200 = RoundOut.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RoundOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    sheet_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | RoundOut]:
    """One round of a sheet, with the running totals after it.

    Args:
        sheet_id (str):
        number (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoundOut]
    """

    kwargs = _get_kwargs(
        sheet_id=sheet_id,
        number=number,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    sheet_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | RoundOut | None:
    """One round of a sheet, with the running totals after it.

    Args:
        sheet_id (str):
        number (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoundOut
    """

    return sync_detailed(
        sheet_id=sheet_id,
        number=number,
        client=client,
    ).parsed


async def asyncio_detailed(
    sheet_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | RoundOut]:
    """One round of a sheet, with the running totals after it.

    Args:
        sheet_id (str):
        number (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoundOut]
    """

    kwargs = _get_kwargs(
        sheet_id=sheet_id,
        number=number,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    sheet_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | RoundOut | None:
    """One round of a sheet, with the running totals after it.

    Args:
        sheet_id (str):
        number (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoundOut
    """

    return (
        await asyncio_detailed(
            sheet_id=sheet_id,
            number=number,
            client=client,
        )
    ).parsed
