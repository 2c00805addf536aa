from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.accept_swap_action import AcceptSwapAction
from ...models.call_rack_o_action import CallRackOAction
from ...models.call_super_rack_o_action import CallSuperRackOAction
from ...models.discard_action import DiscardAction
from ...models.draw_stock_action import DrawStockAction
from ...models.exchange_action import ExchangeAction
from ...models.next_round_action import NextRoundAction
from ...models.place_action import PlaceAction
from ...models.play_reverse_action import PlayReverseAction
from ...models.play_swap_action import PlaySwapAction
from ...models.problem import Problem
from ...models.rack_o_view_out import RackOViewOut
from ...models.super_view_out import SuperViewOut
from ...models.take_discard_action import TakeDiscardAction
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: AcceptSwapAction
    | CallRackOAction
    | CallSuperRackOAction
    | DiscardAction
    | DrawStockAction
    | ExchangeAction
    | NextRoundAction
    | PlaceAction
    | PlayReverseAction
    | PlaySwapAction
    | TakeDiscardAction,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/actions".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if (
        isinstance(body, DrawStockAction)
        or isinstance(body, TakeDiscardAction)
        or isinstance(body, ExchangeAction)
        or isinstance(body, DiscardAction)
        or isinstance(body, NextRoundAction)
        or isinstance(body, PlaceAction)
        or isinstance(body, CallRackOAction)
        or isinstance(body, PlaySwapAction)
        or isinstance(body, AcceptSwapAction)
        or isinstance(body, PlayReverseAction)
    ):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RackOViewOut | SuperViewOut:
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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RackOViewOut | SuperViewOut]:
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
    body: AcceptSwapAction
    | CallRackOAction
    | CallSuperRackOAction
    | DiscardAction
    | DrawStockAction
    | ExchangeAction
    | NextRoundAction
    | PlaceAction
    | PlayReverseAction
    | PlaySwapAction
    | TakeDiscardAction,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Problem | RackOViewOut | SuperViewOut]:
    """Play one action for the token's seat; bots then play until a person is to play. The answer
    is the seat's new view, with `version` (send it as If-Match next) and `turn`. An action any
    seat may send for the same state (`next_round`) is idempotent: when another seat's request did
    it right after the version this one read (If-Match; without it, the version before the
    current), the answer is 200 with the view as it is now, not a 412 or 409.

    Args:
        game_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        if_match (str | Unset):
        body (AcceptSwapAction | CallRackOAction | CallSuperRackOAction | DiscardAction |
            DrawStockAction | ExchangeAction | NextRoundAction | PlaceAction | PlayReverseAction |
            PlaySwapAction | TakeDiscardAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RackOViewOut | SuperViewOut]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptSwapAction
    | CallRackOAction
    | CallSuperRackOAction
    | DiscardAction
    | DrawStockAction
    | ExchangeAction
    | NextRoundAction
    | PlaceAction
    | PlayReverseAction
    | PlaySwapAction
    | TakeDiscardAction,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Problem | RackOViewOut | SuperViewOut | None:
    """Play one action for the token's seat; bots then play until a person is to play. The answer
    is the seat's new view, with `version` (send it as If-Match next) and `turn`. An action any
    seat may send for the same state (`next_round`) is idempotent: when another seat's request did
    it right after the version this one read (If-Match; without it, the version before the
    current), the answer is 200 with the view as it is now, not a 412 or 409.

    Args:
        game_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        if_match (str | Unset):
        body (AcceptSwapAction | CallRackOAction | CallSuperRackOAction | DiscardAction |
            DrawStockAction | ExchangeAction | NextRoundAction | PlaceAction | PlayReverseAction |
            PlaySwapAction | TakeDiscardAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RackOViewOut | SuperViewOut
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptSwapAction
    | CallRackOAction
    | CallSuperRackOAction
    | DiscardAction
    | DrawStockAction
    | ExchangeAction
    | NextRoundAction
    | PlaceAction
    | PlayReverseAction
    | PlaySwapAction
    | TakeDiscardAction,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Problem | RackOViewOut | SuperViewOut]:
    """Play one action for the token's seat; bots then play until a person is to play. The answer
    is the seat's new view, with `version` (send it as If-Match next) and `turn`. An action any
    seat may send for the same state (`next_round`) is idempotent: when another seat's request did
    it right after the version this one read (If-Match; without it, the version before the
    current), the answer is 200 with the view as it is now, not a 412 or 409.

    Args:
        game_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        if_match (str | Unset):
        body (AcceptSwapAction | CallRackOAction | CallSuperRackOAction | DiscardAction |
            DrawStockAction | ExchangeAction | NextRoundAction | PlaceAction | PlayReverseAction |
            PlaySwapAction | TakeDiscardAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RackOViewOut | SuperViewOut]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptSwapAction
    | CallRackOAction
    | CallSuperRackOAction
    | DiscardAction
    | DrawStockAction
    | ExchangeAction
    | NextRoundAction
    | PlaceAction
    | PlayReverseAction
    | PlaySwapAction
    | TakeDiscardAction,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Problem | RackOViewOut | SuperViewOut | None:
    """Play one action for the token's seat; bots then play until a person is to play. The answer
    is the seat's new view, with `version` (send it as If-Match next) and `turn`. An action any
    seat may send for the same state (`next_round`) is idempotent: when another seat's request did
    it right after the version this one read (If-Match; without it, the version before the
    current), the answer is 200 with the view as it is now, not a 412 or 409.

    Args:
        game_id (str):
        idempotency_key (str | Unset):  Example: 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90.
        if_match (str | Unset):
        body (AcceptSwapAction | CallRackOAction | CallSuperRackOAction | DiscardAction |
            DrawStockAction | ExchangeAction | NextRoundAction | PlaceAction | PlayReverseAction |
            PlaySwapAction | TakeDiscardAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RackOViewOut | SuperViewOut
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            if_match=if_match,
        )
    ).parsed
