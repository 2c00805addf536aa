"""The core is pure Python: importing it never loads the web framework, the schemas or the ORM.

Each import runs in a fresh interpreter whose import system refuses those packages, so a
stray import anywhere in the core fails here, whatever the test session imported already.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORE = ["racko_api.core", "racko_api.games"]  # every module under them is imported
BLOCKED = ("flask", "flask_*", "marshmallow", "sqlalchemy", "werkzeug", "webargs", "apispec", "alembic")

_PROBE = textwrap.dedent("""
    import fnmatch, importlib, pkgutil, sys

    BLOCKED = {blocked!r}

    class Refuse:
        def find_spec(self, name, path=None, target=None):
            top = name.partition(".")[0]
            if any(fnmatch.fnmatchcase(top, pattern) for pattern in BLOCKED):
                raise ImportError(f"the core imported {{name}}")
            return None

    sys.meta_path.insert(0, Refuse())
    at_start = set(sys.modules)  # the interpreter's own start-up (site, sitecustomize), not the core's
    package = importlib.import_module({package!r})
    for module in pkgutil.walk_packages(getattr(package, "__path__", []), package.__name__ + "."):
        importlib.import_module(module.name)
    outside = sorted(
        name for name in set(sys.modules) - at_start
        if name.partition(".")[0] not in sys.stdlib_module_names
        and name.partition(".")[0] != "racko_api"
        and not name.startswith("_")
    )
    print("\\n".join(outside))
""")


def _import_alone(package: str) -> subprocess.CompletedProcess[str]:
    code = _PROBE.format(blocked=BLOCKED, package=package)
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)


@pytest.mark.parametrize("package", CORE)
def test_core_imports_without_web_or_database_packages(package: str) -> None:
    result = _import_alone(package)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("package", CORE)
def test_the_games_use_the_standard_library_only(package: str) -> None:
    result = _import_alone(package)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [], f"{package} loaded non-standard modules: {result.stdout}"


def test_the_probe_catches_a_forbidden_import() -> None:
    """The guard itself works: a module that imports Flask is refused."""
    result = _import_alone("flask")
    assert result.returncode != 0 and "the core imported flask" in result.stderr
