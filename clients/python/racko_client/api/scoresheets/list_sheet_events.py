from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sheet_events_out import SheetEventsOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    sheet_id: str,
    *,
    after: int | Unset = 0,
    last_event_id: int | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)

    params: dict[str, Any] = {}

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/scoresheets/{sheet_id}/events".format(
            sheet_id=quote(str(sheet_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | SheetEventsOut:
    if response.status_code == 200:
        response_200 = SheetEventsOut.from_dict(response.json())

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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
) -> Response[Any | Problem | SheetEventsOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    sheet_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    last_event_id: int | Unset = UNSET,
) -> Response[Any | Problem | SheetEventsOut]:
    """What happened to the sheet after event `after`: rounds added, corrected and undone, the
    game won. With `Accept: text/event-stream`, the same events as Server-Sent Events as they
    happen, until the game is won; anyone with the sheet's id may follow it.

    Args:
        sheet_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SheetEventsOut]
    """

    kwargs = _get_kwargs(
        sheet_id=sheet_id,
        after=after,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    sheet_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    last_event_id: int | Unset = UNSET,
) -> Any | Problem | SheetEventsOut | None:
    """What happened to the sheet after event `after`: rounds added, corrected and undone, the
    game won. With `Accept: text/event-stream`, the same events as Server-Sent Events as they
    happen, until the game is won; anyone with the sheet's id may follow it.

    Args:
        sheet_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SheetEventsOut
    """

    return sync_detailed(
        sheet_id=sheet_id,
        client=client,
        after=after,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    sheet_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    last_event_id: int | Unset = UNSET,
) -> Response[Any | Problem | SheetEventsOut]:
    """What happened to the sheet after event `after`: rounds added, corrected and undone, the
    game won. With `Accept: text/event-stream`, the same events as Server-Sent Events as they
    happen, until the game is won; anyone with the sheet's id may follow it.

    Args:
        sheet_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SheetEventsOut]
    """

    kwargs = _get_kwargs(
        sheet_id=sheet_id,
        after=after,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    sheet_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    last_event_id: int | Unset = UNSET,
) -> Any | Problem | SheetEventsOut | None:
    """What happened to the sheet after event `after`: rounds added, corrected and undone, the
    game won. With `Accept: text/event-stream`, the same events as Server-Sent Events as they
    happen, until the game is won; anyone with the sheet's id may follow it.

    Args:
        sheet_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SheetEventsOut
    """

    return (
        await asyncio_detailed(
            sheet_id=sheet_id,
            client=client,
            after=after,
            last_event_id=last_event_id,
        )
    ).parsed
