from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.check_move_in import CheckMoveIn
from ...models.check_move_out import CheckMoveOut
from ...models.problem import Problem
from ...models.super_check_move_in import SuperCheckMoveIn
from ...models.super_check_move_out import SuperCheckMoveOut
from ...types import Response


def _get_kwargs(
    *,
    body: CheckMoveIn | SuperCheckMoveIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/check/move",
    }

    if isinstance(body, CheckMoveIn):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CheckMoveOut | SuperCheckMoveOut | Problem:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> CheckMoveOut | SuperCheckMoveOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = CheckMoveOut.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = SuperCheckMoveOut.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CheckMoveOut | SuperCheckMoveOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CheckMoveIn | SuperCheckMoveIn,
) -> Response[CheckMoveOut | SuperCheckMoveOut | Problem]:
    """May a player do this now? The answer cites the rules.

     Rack-O: what a player does with the card they took. Super Rack-O: the same, plus playing a
    swap, and accepting or reversing a swap (or a reverse) aimed at them.

    Args:
        body (CheckMoveIn | SuperCheckMoveIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckMoveOut | SuperCheckMoveOut | Problem]
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
    body: CheckMoveIn | SuperCheckMoveIn,
) -> CheckMoveOut | SuperCheckMoveOut | Problem | None:
    """May a player do this now? The answer cites the rules.

     Rack-O: what a player does with the card they took. Super Rack-O: the same, plus playing a
    swap, and accepting or reversing a swap (or a reverse) aimed at them.

    Args:
        body (CheckMoveIn | SuperCheckMoveIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckMoveOut | SuperCheckMoveOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CheckMoveIn | SuperCheckMoveIn,
) -> Response[CheckMoveOut | SuperCheckMoveOut | Problem]:
    """May a player do this now? The answer cites the rules.

     Rack-O: what a player does with the card they took. Super Rack-O: the same, plus playing a
    swap, and accepting or reversing a swap (or a reverse) aimed at them.

    Args:
        body (CheckMoveIn | SuperCheckMoveIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckMoveOut | SuperCheckMoveOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CheckMoveIn | SuperCheckMoveIn,
) -> CheckMoveOut | SuperCheckMoveOut | Problem | None:
    """May a player do this now? The answer cites the rules.

     Rack-O: what a player does with the card they took. Super Rack-O: the same, plus playing a
    swap, and accepting or reversing a swap (or a reverse) aimed at them.

    Args:
        body (CheckMoveIn | SuperCheckMoveIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckMoveOut | SuperCheckMoveOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
