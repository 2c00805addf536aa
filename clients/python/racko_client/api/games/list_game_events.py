from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.events_out import EventsOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    last_event_id: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)

    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | EventsOut | Problem:
    if response.status_code == 200:
        response_200 = EventsOut.from_dict(response.json())

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | EventsOut | Problem]:
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
    after: int | Unset = 0,
    last_event_id: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | EventsOut | Problem]:
    """The ordered event log after event `after`, as the token's seat may see it (without a token,
    as anyone at the table may): never a card the viewer may not see, never the stock's order.
    With `Accept: text/event-stream`, the same events as Server-Sent Events as they happen, until
    the game is over.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EventsOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        last_event_id=last_event_id,
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
    after: int | Unset = 0,
    last_event_id: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | EventsOut | Problem | None:
    """The ordered event log after event `after`, as the token's seat may see it (without a token,
    as anyone at the table may): never a card the viewer may not see, never the stock's order.
    With `Accept: text/event-stream`, the same events as Server-Sent Events as they happen, until
    the game is over.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EventsOut | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        last_event_id=last_event_id,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    last_event_id: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | EventsOut | Problem]:
    """The ordered event log after event `after`, as the token's seat may see it (without a token,
    as anyone at the table may): never a card the viewer may not see, never the stock's order.
    With `Accept: text/event-stream`, the same events as Server-Sent Events as they happen, until
    the game is over.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EventsOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        last_event_id=last_event_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    last_event_id: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | EventsOut | Problem | None:
    """The ordered event log after event `after`, as the token's seat may see it (without a token,
    as anyone at the table may): never a card the viewer may not see, never the stock's order.
    With `Accept: text/event-stream`, the same events as Server-Sent Events as they happen, until
    the game is over.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EventsOut | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            last_event_id=last_event_id,
            if_none_match=if_none_match,
        )
    ).parsed
