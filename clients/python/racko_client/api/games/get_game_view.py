from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.rack_o_view_out import RackOViewOut
from ...models.super_view_out import SuperViewOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    seat: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["seat"] = seat

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/view".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | RackOViewOut | SuperViewOut:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> RackOViewOut | SuperViewOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = RackOViewOut.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = SuperViewOut.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Problem | RackOViewOut | SuperViewOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | RackOViewOut | SuperViewOut]:
    """What the token's seat may see: its rack, a card it holds, the table, and its legal actions.

    Args:
        game_id (str):
        seat (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | RackOViewOut | SuperViewOut]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | RackOViewOut | SuperViewOut | None:
    """What the token's seat may see: its rack, a card it holds, the table, and its legal actions.

    Args:
        game_id (str):
        seat (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | RackOViewOut | SuperViewOut
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        seat=seat,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | RackOViewOut | SuperViewOut]:
    """What the token's seat may see: its rack, a card it holds, the table, and its legal actions.

    Args:
        game_id (str):
        seat (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | RackOViewOut | SuperViewOut]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | RackOViewOut | SuperViewOut | None:
    """What the token's seat may see: its rack, a card it holds, the table, and its legal actions.

    Args:
        game_id (str):
        seat (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | RackOViewOut | SuperViewOut
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            seat=seat,
            if_none_match=if_none_match,
        )
    ).parsed
