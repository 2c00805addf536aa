from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.partial_check_in import PartialCheckIn
from ...models.partial_check_out import PartialCheckOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: PartialCheckIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/check/partial",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PartialCheckOut | Problem:
    if response.status_code == 200:
        response_200 = PartialCheckOut.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[PartialCheckOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PartialCheckIn,
) -> Response[PartialCheckOut | Problem]:
    """A rack with empty slots (null): what the cards typed so far score.

     Give the other racks of the round typed so far in `others`: a card already in one of them
    cannot be in this rack too. A rack that cannot exist is refused as every endpoint refuses
    one (422, citing R-DECK or R-RACK), with one entry in `errors` for each card at fault.

    Args:
        body (PartialCheckIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PartialCheckOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PartialCheckIn,
) -> PartialCheckOut | Problem | None:
    """A rack with empty slots (null): what the cards typed so far score.

     Give the other racks of the round typed so far in `others`: a card already in one of them
    cannot be in this rack too. A rack that cannot exist is refused as every endpoint refuses
    one (422, citing R-DECK or R-RACK), with one entry in `errors` for each card at fault.

    Args:
        body (PartialCheckIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PartialCheckOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PartialCheckIn,
) -> Response[PartialCheckOut | Problem]:
    """A rack with empty slots (null): what the cards typed so far score.

     Give the other racks of the round typed so far in `others`: a card already in one of them
    cannot be in this rack too. A rack that cannot exist is refused as every endpoint refuses
    one (422, citing R-DECK or R-RACK), with one entry in `errors` for each card at fault.

    Args:
        body (PartialCheckIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PartialCheckOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PartialCheckIn,
) -> PartialCheckOut | Problem | None:
    """A rack with empty slots (null): what the cards typed so far score.

     Give the other racks of the round typed so far in `others`: a card already in one of them
    cannot be in this rack too. A rack that cannot exist is refused as every endpoint refuses
    one (422, citing R-DECK or R-RACK), with one entry in `errors` for each card at fault.

    Args:
        body (PartialCheckIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PartialCheckOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
