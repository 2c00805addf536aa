"""OpenAPI links: how an answer's ids lead to the operations that use them.

A client generator or a fuzzer reads them to walk a scoresheet or a game from its creation:
the `id` of a new sheet or game, and the `number` of a new round, fill the path parameters of
the operations that follow. (A bearer token cannot travel in a link: it goes in the
Authorization header, as the security schemes say.)
"""

from __future__ import annotations

from typing import Any


def _ref(path: str, method: str) -> str:
    """A JSON pointer to the operation `method` of `path` in this document."""
    return "#/paths/" + path.replace("~", "~0").replace("/", "~1") + "/" + method


def links(status: int, parameters: dict[str, str], **operations: tuple[str, str]) -> dict[str, Any]:
    """`Blueprint.doc` keywords: links named after `operations` ({name: (method, path)}) from the
    `status` answer, each filling `parameters` ({"path.name": runtime expression})."""
    return {"responses": {status: {"links": {
        name: {"operationRef": _ref(path, method), "parameters": dict(parameters)}
        for name, (method, path) in operations.items()}}}}


SHEET = "/v1/scoresheets/{sheet_id}"
GAME = "/v1/games/{game_id}"

SHEET_CREATED = links(201, {"path.sheet_id": "$response.body#/id"},
                      ReadSheet=("get", SHEET), AddRound=("post", f"{SHEET}/rounds"),
                      UndoLastRound=("delete", f"{SHEET}/rounds/last"))
ROUND_ADDED = links(201, {"path.sheet_id": "$request.path.sheet_id", "path.number": "$response.body#/number"},
                    ReadRound=("get", f"{SHEET}/rounds/{{number}}"),
                    ReplaceRound=("put", f"{SHEET}/rounds/{{number}}"))
GAME_CREATED = links(201, {"path.game_id": "$response.body#/id"},
                     ReadGame=("get", GAME), ReadSeatView=("get", f"{GAME}/view"),
                     PostAction=("post", f"{GAME}/actions"), ReadEvents=("get", f"{GAME}/events"))

TABLE = "/v1/tables/{table_id}"
TABLE_CREATED = links(201, {"path.table_id": "$response.body#/id"},
                      ReadTable=("get", TABLE), ReadTableStats=("get", f"{TABLE}/stats"),
                      CreateTableSheet=("post", f"{TABLE}/sheets"))
