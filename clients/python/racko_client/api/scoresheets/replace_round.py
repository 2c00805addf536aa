from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.round_corrected_out import RoundCorrectedOut
from ...models.round_in import RoundIn
from ...models.won_round_in import WonRoundIn
from ...types import Response


def _get_kwargs(
    sheet_id: str,
    number: int,
    *,
    body: RoundIn | WonRoundIn,
    if_match: str,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/scoresheets/{sheet_id}/rounds/{number}".format(
            sheet_id=quote(str(sheet_id), safe=""),
            number=quote(str(number), safe=""),
        ),
    }

    if isinstance(body, RoundIn):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RoundCorrectedOut:
    if response.status_code == 200:
        response_200 = RoundCorrectedOut.from_dict(response.json())

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

    if response.status_code == 428:
        response_428 = Problem.from_dict(response.json())

        return response_428

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RoundCorrectedOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    sheet_id: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: RoundIn | WonRoundIn,
    if_match: str,
) -> Response[Problem | RoundCorrectedOut]:
    """Correct round n: it is scored again and every total after it follows.

     The answer is the corrected round and the sheet's new totals and standing, not every round.

    Args:
        sheet_id (str):
        number (int):
        if_match (str):
        body (RoundIn | WonRoundIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoundCorrectedOut]
    """

    kwargs = _get_kwargs(
        sheet_id=sheet_id,
        number=number,
        body=body,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    sheet_id: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: RoundIn | WonRoundIn,
    if_match: str,
) -> Problem | RoundCorrectedOut | None:
    """Correct round n: it is scored again and every total after it follows.

     The answer is the corrected round and the sheet's new totals and standing, not every round.

    Args:
        sheet_id (str):
        number (int):
        if_match (str):
        body (RoundIn | WonRoundIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoundCorrectedOut
    """

    return sync_detailed(
        sheet_id=sheet_id,
        number=number,
        client=client,
        body=body,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    sheet_id: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: RoundIn | WonRoundIn,
    if_match: str,
) -> Response[Problem | RoundCorrectedOut]:
    """Correct round n: it is scored again and every total after it follows.

     The answer is the corrected round and the sheet's new totals and standing, not every round.

    Args:
        sheet_id (str):
        number (int):
        if_match (str):
        body (RoundIn | WonRoundIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoundCorrectedOut]
    """

    kwargs = _get_kwargs(
        sheet_id=sheet_id,
        number=number,
        body=body,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    sheet_id: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: RoundIn | WonRoundIn,
    if_match: str,
) -> Problem | RoundCorrectedOut | None:
    """Correct round n: it is scored again and every total after it follows.

     The answer is the corrected round and the sheet's new totals and standing, not every round.

    Args:
        sheet_id (str):
        number (int):
        if_match (str):
        body (RoundIn | WonRoundIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoundCorrectedOut
    """

    return (
        await asyncio_detailed(
            sheet_id=sheet_id,
            number=number,
            client=client,
            body=body,
            if_match=if_match,
        )
    ).parsed
