from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.table_sheet_created_out import TableSheetCreatedOut
from ...models.table_sheet_in import TableSheetIn
from ...types import UNSET, Response, Unset


def _get_kwargs(
    table_id: str,
    *,
    body: TableSheetIn,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tables/{table_id}/sheets".format(
            table_id=quote(str(table_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TableSheetCreatedOut:
    if response.status_code == 201:
        response_201 = TableSheetCreatedOut.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[Problem | TableSheetCreatedOut]:
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
    body: TableSheetIn,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | TableSheetCreatedOut]:
    """Start a scoresheet for the table with players picked from it by id; the answer holds the
    sheet's own edit token for its rounds, shown only this once.

    Args:
        table_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (TableSheetIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TableSheetCreatedOut]
    """

    kwargs = _get_kwargs(
        table_id=table_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    table_id: str,
    *,
    client: AuthenticatedClient,
    body: TableSheetIn,
    idempotency_key: str | Unset = UNSET,
) -> Problem | TableSheetCreatedOut | None:
    """Start a scoresheet for the table with players picked from it by id; the answer holds the
    sheet's own edit token for its rounds, shown only this once.

    Args:
        table_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (TableSheetIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TableSheetCreatedOut
    """

    return sync_detailed(
        table_id=table_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    table_id: str,
    *,
    client: AuthenticatedClient,
    body: TableSheetIn,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | TableSheetCreatedOut]:
    """Start a scoresheet for the table with players picked from it by id; the answer holds the
    sheet's own edit token for its rounds, shown only this once.

    Args:
        table_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (TableSheetIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TableSheetCreatedOut]
    """

    kwargs = _get_kwargs(
        table_id=table_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    table_id: str,
    *,
    client: AuthenticatedClient,
    body: TableSheetIn,
    idempotency_key: str | Unset = UNSET,
) -> Problem | TableSheetCreatedOut | None:
    """Start a scoresheet for the table with players picked from it by id; the answer holds the
    sheet's own edit token for its rounds, shown only this once.

    Args:
        table_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (TableSheetIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TableSheetCreatedOut
    """

    return (
        await asyncio_detailed(
            table_id=table_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
