"""pyproject.toml's [project] table takes its version and dependencies from their one place."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from racko_api import config

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_the_version_is_the_apis() -> None:
    assert PYPROJECT["project"]["dynamic"] == ["version", "dependencies"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "racko_api.config.API_VERSION"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", config.API_VERSION)
    assert config.Config.API_VERSION == config.API_VERSION


def test_the_dependencies_are_the_pinned_requirements() -> None:
    """requirements.txt stays the file `make` installs; setuptools reads it as it is, so every
    line is a pin (no `-r`, no option setuptools would not take)."""
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["dependencies"] == {"file": ["requirements.txt"]}
    lines = [line.strip() for line in (ROOT / "requirements.txt").read_text().splitlines()]
    pins = [line for line in lines if line and not line.startswith("#")]
    pin = re.compile(r"[A-Za-z0-9_.\-]+(\[[a-z,]+\])?==[0-9][0-9A-Za-z.]*")
    assert pins and [p for p in pins if not pin.fullmatch(p)] == []


def test_the_python_it_needs_is_the_one_it_is_checked_for() -> None:
    assert PYPROJECT["project"]["requires-python"] == ">=3.11"
    assert PYPROJECT["tool"]["ruff"]["target-version"] == "py311"
    assert PYPROJECT["tool"]["mypy"]["python_version"] == "3.11"
