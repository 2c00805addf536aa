"""The advice of one tree of racko-api, as a client of POST /v1/advice gets it (replay.py runs it).

    python benchmarks/advise_as_of.py ROOT < bodies > answers

ROOT is a checkout of any revision; its code, and nothing of the tree this file sits in, answers.
Each stdin line is a body POST /v1/advice takes; each stdout line is, in the same order, the
answer's `action`, or {"status": ..., "problem": ...} where the revision refused the body. Only the
standard library is imported before ROOT heads sys.path, so every racko_api module comes from ROOT.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main(root: str) -> int:
    sys.path[0] = str(Path(root).resolve())  # in place of this file's folder: ROOT's code only
    from racko_api import create_app
    from racko_api.config import TestConfig

    # In-memory SQLite (never a database of the environment) and no rate limit: every body is
    # answered, one after another, by an app nothing else talks to.
    settings = type("ReplaySettings", (TestConfig,), {"SQLALCHEMY_DATABASE_URI": "sqlite://",
                                                      "RATELIMIT_ENABLED": False})
    client = create_app(settings).test_client()
    for line in sys.stdin:
        if not line.strip():
            continue
        response = client.post("/v1/advice", json=json.loads(line))
        answer = response.get_json()
        out = ({"action": answer["action"]} if response.status_code == 200
               else {"status": response.status_code, "problem": answer})
        sys.stdout.write(json.dumps(out) + "\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
