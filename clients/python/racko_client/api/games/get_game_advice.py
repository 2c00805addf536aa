from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_advice_out import GameAdviceOut
from ...models.problem import Problem
from ...models.super_game_advice_out import SuperGameAdviceOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    seat: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["seat"] = seat

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/advice".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameAdviceOut | SuperGameAdviceOut | Problem:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> GameAdviceOut | SuperGameAdviceOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = GameAdviceOut.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = SuperGameAdviceOut.from_dict(data)

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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GameAdviceOut | SuperGameAdviceOut | Problem]:
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
) -> Response[GameAdviceOut | SuperGameAdviceOut | Problem]:
    """What the advisor would do in the token's seat now, and why: the same answer as
    POST /v1/advice, worked out from exactly what this seat may see.

    Args:
        game_id (str):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameAdviceOut | SuperGameAdviceOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
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
) -> GameAdviceOut | SuperGameAdviceOut | Problem | None:
    """What the advisor would do in the token's seat now, and why: the same answer as
    POST /v1/advice, worked out from exactly what this seat may see.

    Args:
        game_id (str):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameAdviceOut | SuperGameAdviceOut | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        seat=seat,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
) -> Response[GameAdviceOut | SuperGameAdviceOut | Problem]:
    """What the advisor would do in the token's seat now, and why: the same answer as
    POST /v1/advice, worked out from exactly what this seat may see.

    Args:
        game_id (str):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameAdviceOut | SuperGameAdviceOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
) -> GameAdviceOut | SuperGameAdviceOut | Problem | None:
    """What the advisor would do in the token's seat now, and why: the same answer as
    POST /v1/advice, worked out from exactly what this seat may see.

    Args:
        game_id (str):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameAdviceOut | SuperGameAdviceOut | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            seat=seat,
        )
    ).parsed
