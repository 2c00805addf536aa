from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.rule import Rule
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rules",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | list[Rule]:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = Rule.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | list[Rule]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | list[Rule]]:
    """The rule catalogue: every rule id with its text, the editions that say it, and the Decisions
    taken where the texts are loose or silent, each with its reason. Titles and texts follow
    Accept-Language (English, Swedish or Italian; Content-Language says which).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[Rule]]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Problem | list[Rule] | None:
    """The rule catalogue: every rule id with its text, the editions that say it, and the Decisions
    taken where the texts are loose or silent, each with its reason. Titles and texts follow
    Accept-Language (English, Swedish or Italian; Content-Language says which).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[Rule]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | list[Rule]]:
    """The rule catalogue: every rule id with its text, the editions that say it, and the Decisions
    taken where the texts are loose or silent, each with its reason. Titles and texts follow
    Accept-Language (English, Swedish or Italian; Content-Language says which).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[Rule]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Problem | list[Rule] | None:
    """The rule catalogue: every rule id with its text, the editions that say it, and the Decisions
    taken where the texts are loose or silent, each with its reason. Titles and texts follow
    Accept-Language (English, Swedish or Italian; Content-Language says which).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[Rule]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
