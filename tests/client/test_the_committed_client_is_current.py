"""The committed client is what `make client` makes of the committed openapi.yaml, so it cannot
drift from the document (which test_openapi holds to the app)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .conftest import CLIENTS

ROOT = CLIENTS.parents[1]
BIN = Path(sys.executable).parent  # openapi-python-client, and the ruff it formats with


def _files(package: Path) -> dict[str, bytes]:
    return {str(p.relative_to(package)): p.read_bytes() for p in sorted(package.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


def test_the_committed_client_is_generated_from_the_committed_document(tmp_path: Path) -> None:
    fresh = tmp_path / "racko_client"
    subprocess.run([str(BIN / "openapi-python-client"), "generate", "--path", str(ROOT / "openapi.yaml"),
                    "--config", str(CLIENTS / "config.yaml"), "--custom-template-path",
                    str(CLIENTS / "templates"), "--meta", "none", "--output-path", str(fresh)],
                   check=True, capture_output=True, cwd=tmp_path,
                   env={**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"})
    committed, made = _files(CLIENTS / "racko_client"), _files(fresh)
    assert sorted(committed) == sorted(made), "run `make client`"
    stale = [name for name in made if committed[name] != made[name]]
    assert stale == [], f"run `make client`: {stale[:5]}"
