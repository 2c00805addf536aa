from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.advice_in import AdviceIn
from ...models.advice_out import AdviceOut
from ...models.problem import Problem
from ...models.super_advice_in import SuperAdviceIn
from ...models.super_advice_out import SuperAdviceOut
from ...types import Response


def _get_kwargs(
    *,
    body: AdviceIn | SuperAdviceIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/advice",
    }

    if isinstance(body, AdviceIn):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdviceOut | SuperAdviceOut | Problem:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> AdviceOut | SuperAdviceOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = AdviceOut.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = SuperAdviceOut.from_dict(data)

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
) -> Response[AdviceOut | SuperAdviceOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AdviceIn | SuperAdviceIn,
) -> Response[AdviceOut | SuperAdviceOut | Problem]:
    """What would a strong player do? Before drawing: which pile to take from. With a card in
    hand: which slot it goes into, or whether to let it go. Super Rack-O also: whether to play a
    swap, on whom and which row, and whether to answer a swap with a reverse. Every legal choice
    is ranked, each with an estimate, and the advice says why.

    Args:
        body (AdviceIn | SuperAdviceIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdviceOut | SuperAdviceOut | Problem]
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
    body: AdviceIn | SuperAdviceIn,
) -> AdviceOut | SuperAdviceOut | Problem | None:
    """What would a strong player do? Before drawing: which pile to take from. With a card in
    hand: which slot it goes into, or whether to let it go. Super Rack-O also: whether to play a
    swap, on whom and which row, and whether to answer a swap with a reverse. Every legal choice
    is ranked, each with an estimate, and the advice says why.

    Args:
        body (AdviceIn | SuperAdviceIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdviceOut | SuperAdviceOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AdviceIn | SuperAdviceIn,
) -> Response[AdviceOut | SuperAdviceOut | Problem]:
    """What would a strong player do? Before drawing: which pile to take from. With a card in
    hand: which slot it goes into, or whether to let it go. Super Rack-O also: whether to play a
    swap, on whom and which row, and whether to answer a swap with a reverse. Every legal choice
    is ranked, each with an estimate, and the advice says why.

    Args:
        body (AdviceIn | SuperAdviceIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdviceOut | SuperAdviceOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: AdviceIn | SuperAdviceIn,
) -> AdviceOut | SuperAdviceOut | Problem | None:
    """What would a strong player do? Before drawing: which pile to take from. With a card in
    hand: which slot it goes into, or whether to let it go. Super Rack-O also: whether to play a
    swap, on whom and which row, and whether to answer a swap with a reverse. Every legal choice
    is ranked, each with an estimate, and the advice says why.

    Args:
        body (AdviceIn | SuperAdviceIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdviceOut | SuperAdviceOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
