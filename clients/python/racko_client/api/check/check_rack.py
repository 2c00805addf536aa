from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.check_rack_in import CheckRackIn
from ...models.check_rack_out import CheckRackOut
from ...models.problem import Problem
from ...models.super_check_rack_in import SuperCheckRackIn
from ...models.super_check_rack_out import SuperCheckRackOut
from ...types import Response


def _get_kwargs(
    *,
    body: CheckRackIn | SuperCheckRackIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/check/rack",
    }

    if isinstance(body, CheckRackIn):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CheckRackOut | SuperCheckRackOut | Problem:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> CheckRackOut | SuperCheckRackOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = CheckRackOut.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = SuperCheckRackOut.from_dict(data)

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
) -> Response[CheckRackOut | SuperCheckRackOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CheckRackIn | SuperCheckRackIn,
) -> Response[CheckRackOut | SuperCheckRackOut | Problem]:
    """Is this rack a legal Rack-O (or a double rack a Super Rack-O), and why?

     Rack-O: the verdict and what the rack scores. Super Rack-O: the verdict (S-WIN), the value
    of each wild (S-WILD: as named, e.g. "BW=17", else one legal value found), and the reasons
    row by row.

    Args:
        body (CheckRackIn | SuperCheckRackIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckRackOut | SuperCheckRackOut | Problem]
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
    body: CheckRackIn | SuperCheckRackIn,
) -> CheckRackOut | SuperCheckRackOut | Problem | None:
    """Is this rack a legal Rack-O (or a double rack a Super Rack-O), and why?

     Rack-O: the verdict and what the rack scores. Super Rack-O: the verdict (S-WIN), the value
    of each wild (S-WILD: as named, e.g. "BW=17", else one legal value found), and the reasons
    row by row.

    Args:
        body (CheckRackIn | SuperCheckRackIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckRackOut | SuperCheckRackOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CheckRackIn | SuperCheckRackIn,
) -> Response[CheckRackOut | SuperCheckRackOut | Problem]:
    """Is this rack a legal Rack-O (or a double rack a Super Rack-O), and why?

     Rack-O: the verdict and what the rack scores. Super Rack-O: the verdict (S-WIN), the value
    of each wild (S-WILD: as named, e.g. "BW=17", else one legal value found), and the reasons
    row by row.

    Args:
        body (CheckRackIn | SuperCheckRackIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckRackOut | SuperCheckRackOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CheckRackIn | SuperCheckRackIn,
) -> CheckRackOut | SuperCheckRackOut | Problem | None:
    """Is this rack a legal Rack-O (or a double rack a Super Rack-O), and why?

     Rack-O: the verdict and what the rack scores. Super Rack-O: the verdict (S-WIN), the value
    of each wild (S-WILD: as named, e.g. "BW=17", else one legal value found), and the reasons
    row by row.

    Args:
        body (CheckRackIn | SuperCheckRackIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckRackOut | SuperCheckRackOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
