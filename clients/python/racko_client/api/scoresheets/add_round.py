from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.round_added_out import RoundAddedOut
from ...models.round_in import RoundIn
from ...models.won_round_in import WonRoundIn
from ...types import UNSET, Response, Unset


def _get_kwargs(
    sheet_id: str,
    *,
    body: RoundIn | WonRoundIn,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/scoresheets/{sheet_id}/rounds".format(
            sheet_id=quote(str(sheet_id), safe=""),
        ),
    }

    if isinstance(body, RoundIn):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RoundAddedOut:
    if response.status_code == 201:
        response_201 = RoundAddedOut.from_dict(response.json())

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
) -> Response[Problem | RoundAddedOut]:
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
    body: RoundIn | WonRoundIn,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | RoundAddedOut]:
    """Score a round (full racks or quick entries) and add it to the running totals.

     On a super-rack-o sheet a round is won, not scored: the winner's count goes up by one.

    Args:
        sheet_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (RoundIn | WonRoundIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoundAddedOut]
    """

    kwargs = _get_kwargs(
        sheet_id=sheet_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    sheet_id: str,
    *,
    client: AuthenticatedClient,
    body: RoundIn | WonRoundIn,
    idempotency_key: str | Unset = UNSET,
) -> Problem | RoundAddedOut | None:
    """Score a round (full racks or quick entries) and add it to the running totals.

     On a super-rack-o sheet a round is won, not scored: the winner's count goes up by one.

    Args:
        sheet_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (RoundIn | WonRoundIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoundAddedOut
    """

    return sync_detailed(
        sheet_id=sheet_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    sheet_id: str,
    *,
    client: AuthenticatedClient,
    body: RoundIn | WonRoundIn,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | RoundAddedOut]:
    """Score a round (full racks or quick entries) and add it to the running totals.

     On a super-rack-o sheet a round is won, not scored: the winner's count goes up by one.

    Args:
        sheet_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (RoundIn | WonRoundIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoundAddedOut]
    """

    kwargs = _get_kwargs(
        sheet_id=sheet_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    sheet_id: str,
    *,
    client: AuthenticatedClient,
    body: RoundIn | WonRoundIn,
    idempotency_key: str | Unset = UNSET,
) -> Problem | RoundAddedOut | None:
    """Score a round (full racks or quick entries) and add it to the running totals.

     On a super-rack-o sheet a round is won, not scored: the winner's count goes up by one.

    Args:
        sheet_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        body (RoundIn | WonRoundIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoundAddedOut
    """

    return (
        await asyncio_detailed(
            sheet_id=sheet_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
