"""The README's examples, and docs/examples.md's, run when pasted: every `sh` block that talks to
the API, in order, in one bash session, against the app served as `make run` serves it (racko_api/serving.py:
two gunicorn pools behind one port).

Only what a fresh machine has after `make run` is used: bash, curl and python3 (no uuidgen, no
jq). Every request must answer 2xx or 3xx; the blocks keep ids, tokens and ETags in shell
variables, exactly as a reader would.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.launch import GunicornServer, free_port, migrate

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
PAGES = {"README": README, "examples": ROOT / "docs" / "examples.md"}
BLOCK = re.compile(r"^```sh\n(.*?)^```", re.S | re.M)


def examples(page: Path = README) -> list[str]:
    """The page's `sh` blocks that call the API (those naming $API), in order."""
    return [block for block in BLOCK.findall(page.read_text()) if re.search(r"\$\{?API\b", block)]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GunicornServer]:
    database = f"sqlite:///{tmp_path_factory.mktemp('readme') / 'racko.sqlite3'}"
    migrate(database)
    live = GunicornServer(free_port(), database, workers=1, threads=8, env={"REQUEST_LOG": "0"},
                          two_pools=True)
    live.start()
    try:
        yield live
    finally:
        live.stop()


def test_the_readme_has_examples_for_every_resource() -> None:
    text = "\n".join(examples())
    for path in ("/v1/score", "/v1/check/rack", "/v1/check/move", "/v1/scoresheets", "/v1/games",
                 "/v1/rulesets", "/v1/rules"):
        assert path in text, f"no README example calls {path}"
    assert "uuidgen" not in README.read_text() and "| jq" not in README.read_text()


def test_the_examples_keep_a_super_rack_o_sheet_as_well() -> None:
    """Its rounds are won, not scored: a newcomer needs the form a round takes (its winner)."""
    text = "\n".join(examples(PAGES["examples"]))
    assert '"ruleset": "super-rack-o", "players"' in text and '{"winner": ' in text


@pytest.mark.parametrize("page", sorted(PAGES))
def test_the_examples_run_in_order(server: GunicornServer, tmp_path: Path, page: str) -> None:
    statuses = tmp_path / "statuses"
    # Each request's status goes to a file of its own, so the examples' output stays as shown.
    prelude = (f"set -euo pipefail\nexport API={server.url}\n"
               f"curl() {{ command curl -w '%{{stderr}}%{{http_code}} %{{url_effective}}\\n' \"$@\" "
               f"2>>{statuses}; }}\n")
    blocks = examples(PAGES[page])
    script = prelude + "\n".join(f"echo '### example {i}'\n{block}" for i, block in enumerate(blocks))
    run = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PATH": os.environ["PATH"]})
    assert run.returncode == 0, f"an example failed:\n{run.stdout[-3000:]}\n{run.stderr[-2000:]}"
    answered = [line.split(" ", 1) for line in statuses.read_text().splitlines() if line.strip()]
    assert answered, "no example sent a request"
    failed = [(code, url) for code, url in answered if not code.startswith(("2", "3"))]
    assert not failed, f"examples answered with errors: {failed}\n{run.stdout[-3000:]}"
