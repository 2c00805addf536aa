from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sheet_created_out import SheetCreatedOut
from ...models.sheet_in import SheetIn
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SheetIn,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/scoresheets",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SheetCreatedOut:
    if response.status_code == 201:
        response_201 = SheetCreatedOut.from_dict(response.json())

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
) -> Response[Problem | SheetCreatedOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SheetIn,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SheetCreatedOut]:
    """Start a scoresheet; the answer holds the edit token, shown only this once.

    Args:
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (SheetIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SheetCreatedOut]
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
    body: SheetIn,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SheetCreatedOut | None:
    """Start a scoresheet; the answer holds the edit token, shown only this once.

    Args:
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (SheetIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SheetCreatedOut
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SheetIn,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SheetCreatedOut]:
    """Start a scoresheet; the answer holds the edit token, shown only this once.

    Args:
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (SheetIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SheetCreatedOut]
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
    body: SheetIn,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SheetCreatedOut | None:
    """Start a scoresheet; the answer holds the edit token, shown only this once.

    Args:
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (SheetIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SheetCreatedOut
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
