"""The package's layout keeps its promises: no import cycle inside racko_api, services and the
store know nothing of HTTP, and every operational module says in one line what it is for."""

from __future__ import annotations

import ast
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import racko_api
from racko_api.games.kinds import GAME_PACKAGES, KINDS
from tests.games.toy.state import TOY_ID, TOY_RULESET

PACKAGE = Path(racko_api.__file__).resolve().parent
ROOT = PACKAGE.name


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _is_type_checking(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _import_nodes(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth (in functions too), except under TYPE_CHECKING."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def imported_base(node: ast.ImportFrom, package: str) -> str:
    """The module a `from ... import` names, a relative one resolved against `package`."""
    base = node.module or ""
    if node.level:
        anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
        base = ".".join([*anchor, *([base] if base else [])])
    return base


def imports_of(name: str) -> set[str]:
    """The racko_api modules that module `name` imports."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = imported_base(node, package)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                       for alias in node.names]
        found |= {t for t in targets if t in MODULES and t != name}
    return found


GRAPH = {name: imports_of(name) for name in MODULES}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_the_graph_is_read_from_the_source() -> None:
    """The walk finds imports at every depth and resolves relative ones."""
    assert "racko_api.extensions" in GRAPH["racko_api.store.scoresheets"]
    assert "racko_api.ops.db_routing" in GRAPH["racko_api"]  # imported inside create_app
    assert "racko_api.core.errors" in GRAPH["racko_api.services.scoresheets"]


def test_no_import_cycle_inside_the_package() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]  # it finds one
    assert _cycles(GRAPH) == []


# What each top-level part of the package may import besides itself: dependencies point inward
# (docs/architecture.md). create_app (the package's root) wires them all; nothing imports it.
MAY_IMPORT: dict[str, set[str]] = {
    "core": set(),
    "games": {"core"},
    "header_policy": set(),  # the headers of every answer, the app's and the dispatcher's
    "ops": {"header_policy"},
    "config": {"ops", "header_policy"},
    "extensions": {"ops"},
    "store": {"core", "ops", "config", "extensions"},
    "services": {"core", "games", "store", "ops", "extensions"},
    "catalogues": {"core", "games"},
    "api": {"core", "games", "store", "services", "ops", "config", "extensions", "catalogues"},
    "web": {"api", "core", "games", "ops", "config", "extensions", "catalogues"},
    # make run's launcher starts the pools and imports nothing of the app but the per-address
    # limits it holds clients to, whose refusals speak the catalogues' words and carry the app's
    # headers
    "address_limits": {"core", "catalogues", "header_policy"},
    "serving": {"address_limits", "header_policy"},
    "cli": {"api", "core", "games", "store", "services", "ops", "config", "extensions", "catalogues"},
}


def part_of(module: str) -> str:
    """The top-level part a module belongs to: `core`, `api`, `config`... (the root is itself)."""
    return module.split(".")[1] if "." in module else module


def package_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """Which parts import which other parts, from the modules' graph."""
    parts: dict[str, set[str]] = {}
    for name, imported in graph.items():
        parts.setdefault(part_of(name), set()).update(
            part_of(m) for m in imported if part_of(m) != part_of(name))
    return parts


PARTS = package_graph(GRAPH)


def layer_breaches(graph: dict[str, set[str]]) -> list[str]:
    """Every import of a module in a part its importer may not know (MAY_IMPORT)."""
    found = []
    for name, imported in sorted(graph.items()):
        if part_of(name) == ROOT:
            continue
        allowed = MAY_IMPORT[part_of(name)] | {part_of(name)}
        found += [f"{name} -> {m}" for m in sorted(imported) if part_of(m) not in allowed]
    return found


def test_the_layer_check_finds_an_import_from_above() -> None:
    assert layer_breaches({f"{ROOT}.ops.metrics": {f"{ROOT}.api.errors", f"{ROOT}.ops.engines"},
                           f"{ROOT}.api.games": {f"{ROOT}.services.games"}}) == [
        f"{ROOT}.ops.metrics -> {ROOT}.api.errors"]


def test_the_package_graph_is_read_from_the_modules() -> None:
    assert package_graph({f"{ROOT}.web": {f"{ROOT}.api.language", f"{ROOT}.web.x"},
                          f"{ROOT}.web.x": set()}) == {"web": {"api"}}
    assert {"ops", "services", "api"} <= PARTS[ROOT]  # create_app wires them


def test_every_part_of_the_package_is_placed() -> None:
    assert set(PARTS) - {ROOT} == set(MAY_IMPORT)


def test_no_import_cycle_between_the_parts_of_the_package() -> None:
    """api and web, ops and the config or extensions: each pair imports one way only, at any
    depth (inside functions too), and the allowed directions themselves form no loop."""
    assert _cycles({k: v - {ROOT} for k, v in PARTS.items()}) == []
    assert _cycles(MAY_IMPORT) == []


def test_no_package_imports_a_layer_above_it() -> None:
    """services and the store know nothing of HTTP or the page; ops nothing of the domain, the
    store, the services or the settings; core nothing but itself; a game only core."""
    assert layer_breaches(GRAPH) == []
    assert all(ROOT not in imported for part, imported in PARTS.items() if part != ROOT)


def flask_imports(source: str) -> list[str]:
    """The web framework's modules (flask, werkzeug) that `source` imports, at any depth."""
    found = []
    for node in _import_nodes(ast.parse(source)):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        found += [n for n in names if n.partition(".")[0] in ("flask", "werkzeug")]
    return found


def test_the_services_read_no_flask_globals() -> None:
    """Settings and the sheet cache come in as arguments (`api/context.py` reads them), so a use
    case runs the same under any app, or none."""
    assert flask_imports("def f():\n    from flask import current_app") == ["flask"]
    for name, path in MODULES.items():
        if name.startswith(f"{ROOT}.services"):
            assert flask_imports(path.read_text()) == [], name


def test_dependencies_point_inward() -> None:
    """core knows no game; a game knows only core and itself; neither knows a layer above."""
    for name, imported in GRAPH.items():
        ours = {m for m in imported if m.startswith(f"{ROOT}.")}
        if name.startswith(f"{ROOT}.core"):
            assert {m for m in ours if not m.startswith(f"{ROOT}.core")} == set(), name
        for game in GAMES.packages:
            if name == f"{ROOT}.games.{game}" or name.startswith(f"{ROOT}.games.{game}."):
                allowed = (f"{ROOT}.core", f"{ROOT}.games.{game}")
                assert {m for m in ours if not m.startswith(allowed)} == set(), name


def test_the_endpoints_for_both_games_reach_a_game_only_through_its_kind() -> None:
    """/v1/check, /v1/advice, /v1/deals and /v1/rulesets look the kind up and ask it: none of
    them imports a game package, so a new game needs no change there."""
    for endpoint in ("check", "advice", "deals", "replays", "rulesets"):
        games = {m for m in GRAPH[f"{ROOT}.api.{endpoint}"] if m.startswith(f"{ROOT}.games.")}
        assert games <= {f"{ROOT}.games.kinds"}, (endpoint, games)


def test_no_game_code_outside_games() -> None:
    top = {path.relative_to(PACKAGE).parts[0] for path in PACKAGE.rglob("*.py")}
    assert not top & {"rules", "engine", "bots", "deals", "super_rack_o", "kinds.py"}, top


def test_every_operational_module_says_what_it_is_for_in_one_line() -> None:
    for name, path in MODULES.items():
        if name.startswith(f"{ROOT}.ops"):
            doc = ast.get_docstring(ast.parse(path.read_text()))
            assert doc and doc.splitlines()[0].endswith("."), name  # a summary line, then detail


# --- callers look a game kind up (racko_api.games.kinds) instead of testing a ruleset id -------------

REGISTRY = f"{ROOT}.games.kinds"
SUPER_ID_NAMES = {"SUPER_RACK_O_ID"}  # the id's constant; `SUPER_RACK_O.id` and friends below
SUPER_ID_OWNERS = {"SUPER_RACK_O", "SUPER_RACK_O_KIND", "SuperRackO", "SuperRackOSheet"}


def _names_super_id(node: ast.AST) -> bool:
    """`SUPER_RACK_O_ID`, `"super-rack-o"`, or the `.id` / `.game` of a Super Rack-O value."""
    if isinstance(node, ast.Name):
        return node.id in SUPER_ID_NAMES
    if isinstance(node, ast.Constant):
        return node.value == "super-rack-o"
    if isinstance(node, ast.Attribute) and node.attr in ("id", "game"):
        return isinstance(node.value, ast.Name) and node.value.id in SUPER_ID_OWNERS
    return False


def super_id_tests(source: str) -> list[str]:
    """Every comparison (==, !=, in, is...) or match case in `source` that names the Super Rack-O id."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands: list[ast.AST] = [node.left, *node.comparators]
            at: ast.expr | ast.pattern = node
        elif isinstance(node, ast.match_case):
            operands, at = [node.pattern], node.pattern
        else:
            continue
        if any(_names_super_id(sub) for operand in operands for sub in ast.walk(operand)):
            found.append(f"line {at.lineno}: {ast.unparse(at)[:80]}")
    return found


def test_the_scan_finds_a_ruleset_id_test() -> None:
    for source in ('if body["ruleset"] == SUPER_RACK_O_ID: pass',
                   'x = a if sheet.game != SUPER_RACK_O.id else b',
                   'ok = ruleset in ("hasbro", "super-rack-o")',
                   'match ruleset:\n    case "super-rack-o": pass'):
        assert super_id_tests(source), source
    for source in ('answer = {"ruleset": SUPER_RACK_O_ID}', 'if kind_of(r) is RACK_O_KIND: pass',
                   'ids = (*PRESETS, SUPER_RACK_O_KIND.id)'):
        assert not super_id_tests(source), source


def test_no_caller_tests_a_ruleset_id_against_super_rack_o() -> None:
    for name, path in MODULES.items():
        if name == REGISTRY:
            continue
        found = super_id_tests(path.read_text())
        assert not found, f"{name} tests a ruleset id; look its kind up (racko_api.games.kinds): {found}"


# --- tests pin behaviour through public names ----------------------------------------------------------

TESTS = Path(__file__).resolve().parent


def private_uses(source: str) -> list[str]:
    """Underscore names of racko_api that `source` imports or reads (`from racko_api.x import _y`,
    `x._y` where x names a racko_api module or something imported from one)."""
    tree = ast.parse(source)
    ours: set[str] = set()
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(ROOT):
            for alias in node.names:
                ours.add(alias.asname or alias.name)
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    found.append(f"line {node.lineno}: {node.module}.{alias.name}")
        elif isinstance(node, ast.Import):
            ours |= {(a.asname or a.name).partition(".")[0] for a in node.names if a.name.startswith(ROOT)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            base = node.value
            while isinstance(base, ast.Attribute):
                base = base.value
            if isinstance(base, ast.Name) and base.id in ours:
                found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


def test_the_private_name_scan_finds_one() -> None:
    assert private_uses(f"from {ROOT}.config import _flag") == [f"line 1: {ROOT}.config._flag"]
    assert private_uses(f"from {ROOT} import config\nconfig._flag()") == ["line 2: config._flag"]
    assert private_uses(f"from {ROOT}.config import flag\nself._x = flag") == []


def test_no_test_pins_an_underscore_name_of_the_package() -> None:
    for path in TESTS.rglob("*.py"):
        assert private_uses(path.read_text()) == [], path


def route_methods(view: ast.FunctionDef) -> list[str]:
    """The methods a view's `blp.route(...)` decorator names (GET when it names none)."""
    for decorator in view.decorator_list:
        if isinstance(decorator, ast.Call) and ast.unparse(decorator.func) == "blp.route":
            named = [k.value for k in decorator.keywords if k.arg == "methods"]
            return [ast.literal_eval(m) for m in named[0].elts] if named else ["GET"]
    return []


def test_each_write_view_has_one_decorator() -> None:
    """A write's limit, token, headers, body, answer and refusals come in one `write(...)`
    (api/writes.py), stacked the same way for every write; no write view stacks them itself."""
    views = [node for name in ("games", "scoresheets", "tables")
             for node in ast.parse(MODULES[f"{ROOT}.api.{name}"].read_text()).body
             if isinstance(node, ast.FunctionDef) and node.decorator_list]
    writes = [v for v in views if any(isinstance(d, ast.Call) and ast.unparse(d.func) == "write"
                                      for d in v.decorator_list)]
    assert len(writes) == 12
    assert [v.name for v in writes if len(v.decorator_list) != 1] == []
    assert [v.name for v in views if set(route_methods(v)) - {"GET"}] == []


# --- above games/, no module or page script names a game; docs/architecture.md counts them --------

KIND_NAMES = re.compile(r"^[A-Z][A-Z_]*_KIND$")  # a game's Kind value, as the registry imports it
GAME_TESTS_IN_SCRIPTS = re.compile(r"\bisSuper\b")  # how a page script once asked which game it drew


def _module_name(path: Path, package: Path) -> str:
    parts = list(path.relative_to(package.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _docstrings(tree: ast.AST) -> set[int]:
    """The strings that stand alone as statements: docstrings, of a module, a class, a function or
    a constant; prose for the reader, not values."""
    return {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}


@dataclass(frozen=True)
class GameNames:
    """Where a package tree names one of its games above games/<game>/: each Python module and each
    page script (web/static/**.js) that does, with what it says there, line by line."""

    modules: dict[str, list[str]]
    scripts: dict[str, list[str]]


@dataclass(frozen=True)
class Games:
    """What names a game in a package: its package under games/ (one with a kind.py), its ids (the
    kind's and its rulesets'), its Kind's constant; in a page script, its id or `isSuper`."""

    root: str
    packages: tuple[str, ...]
    ids: frozenset[str]

    @classmethod
    def of(cls, package: Path, ids: Iterable[str]) -> Games:
        return cls(package.name, tuple(sorted(p.parent.name for p in (package / "games").glob("*/kind.py"))),
                   frozenset(ids))

    @property
    def registry(self) -> str:
        return f"{self.root}.games.kinds"

    def in_text(self, text: str) -> bool:
        """`text` is a game's id, or holds a hyphenated one as a word ("a super-rack-o sheet")."""
        hyphenated = "|".join(re.escape(i) for i in sorted(self.ids, key=len, reverse=True) if "-" in i)
        return text in self.ids or bool(
            hyphenated and re.search(rf"(?<![\w-])(?:{hyphenated})(?![\w-])", text))

    def is_game_module(self, module: str) -> bool:
        return any(module == f"{self.root}.games.{g}" or module.startswith(f"{self.root}.games.{g}.")
                   for g in self.packages)

    def in_python(self, source: str, module: str, *, is_package: bool = False) -> list[str]:
        """Where module `module` (its source; `is_package`: an __init__.py) names a game: a game's
        id in a string (docstrings aside), an import of a game's package (relative ones resolved,
        under TYPE_CHECKING too), or a game's Kind by name. The registry may import each game; it
        names no id either."""
        tree = ast.parse(source)
        prose = _docstrings(tree)
        package = module if is_package else module.rpartition(".")[0]
        registry = module == self.registry
        found = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose:
                if self.in_text(node.value):
                    found.append(f"line {node.lineno}: id {node.value[:60]!r}")
            elif isinstance(node, ast.Import | ast.ImportFrom) and not registry:
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                else:
                    base = imported_base(node, package)
                    names = [base, *(f"{base}.{a.name}" for a in node.names)]
                found += [f"line {node.lineno}: imports {n}" for n in names if self.is_game_module(n)][:1]
            elif isinstance(node, ast.Name) and KIND_NAMES.match(node.id) and not registry:
                found.append(f"line {node.lineno}: names {node.id}")
            elif (isinstance(node, ast.alias) and not registry
                  and any(KIND_NAMES.match(n) for n in (node.name, node.asname or ""))):
                found.append(f"line {node.lineno}: names {node.name}")
        return found

    def in_javascript(self, source: str) -> list[str]:
        """Where a page script names a game: its id in a string ('super-rack-o', "hasbro",
        `rack-o`), or `isSuper`."""
        found = []
        for number, line in enumerate(source.splitlines(), start=1):
            for quoted in re.findall(r"""(["'`])((?:(?!\1).)*)\1""", line):
                if self.in_text(quoted[1]):
                    found.append(f"line {number}: id {quoted[1][:60]!r}")
            found += [f"line {number}: {m}" for m in GAME_TESTS_IN_SCRIPTS.findall(line)]
        return found

    def scan(self, package: Path) -> GameNames:
        """Every module and page script of `package` outside games/<game>/ that names a game."""
        modules, scripts = {}, {}
        for path in sorted(package.rglob("*.py")):
            if any(path.is_relative_to(package / "games" / g) for g in self.packages):
                continue
            name = _module_name(path, package)
            found = self.in_python(path.read_text(), name, is_package=path.name == "__init__.py")
            if found:
                modules[name] = found
        static = package / "web" / "static"
        for path in sorted(static.rglob("*.js")) if static.is_dir() else []:
            found = self.in_javascript(path.read_text())
            if found:
                scripts[path.relative_to(package).as_posix()] = found
        return GameNames(modules, scripts)


GAMES = Games.of(PACKAGE, [*KINDS, *(r for kind in KINDS.values() for r in kind.ruleset_ids)])
GAME_NAMES = GAMES.scan(PACKAGE)
"""The one scan of the tree: the test below wants it empty, and the architecture doc's counts are its."""


def test_the_game_scan_finds_ids_packages_and_kinds() -> None:
    api = f"{ROOT}.api.x"
    for source in ('x = "super-rack-o"', 'form = {"ruleset": "hasbro"}',
                   f'from {ROOT}.games.rack_o.presets import PRESETS',
                   f'import {ROOT}.games.super_rack_o', f'from {ROOT}.games import rack_o',
                   'from ..games.rack_o import presets', 'from ..games import super_rack_o',
                   f'if TYPE_CHECKING:\n    from {ROOT}.games.rack_o.state import State',
                   'kind = RACK_O_KIND', f'from {ROOT}.games.kinds import SUPER_RACK_O_KIND as k',
                   'help = "on a super-rack-o sheet, rounds won"'):
        assert GAMES.in_python(source, api), source
    for source in ('"""A super-rack-o sheet counts wins."""', 'kind = kind_of(body["ruleset"])',
                   f'from {ROOT}.games.kinds import KINDS', 'from ..games import kinds',
                   'name = "rack-o-rules.txt"', 'from .rack_o import words'):
        assert not GAMES.in_python(source, api), source
    assert GAMES.in_python("from .rack_o.kind import RACK_O_KIND", f"{ROOT}.games.x")
    assert not GAMES.in_python("from .rack_o.kind import RACK_O_KIND", GAMES.registry)
    assert GAMES.in_python('x = "hasbro"', GAMES.registry)  # the registry names no id either
    for source in ("if (ruleset === 'super-rack-o') {", 'const id = "hasbro";', "x = `rack-o`;",
                   "if (view.isSuper) drawSides();"):
        assert GAMES.in_javascript(source), source
    assert not GAMES.in_javascript("const title = 'Rack-O'; // a super-rack-o sheet, isSuperb")


def test_the_scan_walks_a_tree(tmp_path: Path) -> None:
    """Planted in a package of its own: a game's own modules and the registry may name it; a view
    importing it, or a script asking `isSuper`, is found, and counted as the doc counts."""
    package = tmp_path / "pkg"
    files = {"games/__init__.py": "", "games/toy/__init__.py": '"""Toy."""',
             "games/toy/kind.py": 'TOY_KIND = make("toy")',
             "games/kinds.py": "from .toy.kind import TOY_KIND",
             "api/__init__.py": "", "api/plain.py": "from ..games.kinds import kind_of",
             "api/reaching.py": "from ..games.toy import kind\nwho = 'toy'",
             "web/static/plain.js": "show(kind.traits);", "web/static/asking.js": "if (isSuper) {}"}
    for name, text in files.items():
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text(text)
    games = Games.of(package, ["toy"])
    assert games.packages == ("toy",)
    found = games.scan(package)
    assert found.modules == {"pkg.api.reaching": ["line 1: imports pkg.games.toy", "line 2: id 'toy'"]}
    assert found.scripts == {"web/static/asking.js": ["line 1: isSuper"]}


def test_no_module_or_page_script_outside_games_names_a_game() -> None:
    assert GAMES.packages == tuple(sorted(["rack_o", "super_rack_o"])) and len(GAMES.ids) > len(KINDS)
    assert GAME_NAMES == GameNames({}, {}), (
        f"these name a game outside games/<game>/ (look its kind up instead): {GAME_NAMES}")


DOC = (PACKAGE.parent / "docs" / "architecture.md").read_text()
TOUCHES = DOC[DOC.index("## What a change touches"):]


def said(pattern: str) -> int:
    """The number the paragraph gives where `pattern` (with one group for it) matches."""
    found = re.search(pattern, TOUCHES.replace("\n  ", " "))
    assert found, pattern
    return int(found.group(1))


def test_an_endpoint_for_every_game_names_how_many_games_there_are() -> None:
    assert said(r"each of the (\d+) games") == len(KINDS) == len(GAMES.packages)


def test_a_new_game_touches_the_files_the_paragraph_counts() -> None:
    assert said(r"today also (\d+) Python modules") == len(GAME_NAMES.modules)
    assert said(r"and (\d+) page scripts that name a game") == len(GAME_NAMES.scripts)


# --- a game is its package and one line of games/kinds.py, measured on a copy of the tree -----------

TOY = TESTS / "games" / "toy"
NO_CACHE = shutil.ignore_patterns("__pycache__", "*.pyc")


def _files(root: Path) -> dict[str, str]:
    """Every file under `root` by its path there, as text (bytes' repr where it is not text)."""
    found = {}
    for path in sorted(root.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            data = path.read_bytes()
            try:
                found[path.relative_to(root).as_posix()] = data.decode()
            except UnicodeDecodeError:
                found[path.relative_to(root).as_posix()] = repr(data)
    return found


def listed_line(registry: str, game: str) -> tuple[int, str]:
    """Where `game`'s line goes in a registry's source, and the line: after the last package that
    GAME_PACKAGES lists, indented as it is."""
    for node in ast.parse(registry).body:
        targets = [node.target] if isinstance(node, ast.AnnAssign) else getattr(node, "targets", [])
        if any(ast.unparse(t) == "GAME_PACKAGES" for t in targets) and isinstance(node.value, ast.Tuple):
            last = node.value.elts[-1]
            indent = registry.splitlines()[last.lineno - 1][:last.col_offset]
            assert last.end_lineno is not None
            return last.end_lineno, f"{indent}{game!r},\n".replace("'", '"')
    raise LookupError("no GAME_PACKAGES tuple in the registry")


def add_game(package: Path, game: Path, into: Path) -> Path:
    """A copy of `package` under `into` with the game package `game` in its games/, and the game's
    one line in its registry: the copied package."""
    copy = into / package.name
    shutil.copytree(package, copy, ignore=NO_CACHE)
    shutil.copytree(game, copy / "games" / game.name, ignore=NO_CACHE)
    registry = copy / "games" / "kinds.py"
    lines = registry.read_text().splitlines(keepends=True)
    at, line = listed_line("".join(lines), game.name)
    registry.write_text("".join([*lines[:at], line, *lines[at:]]))
    return copy


@dataclass(frozen=True)
class TreeDiff:
    """What a tree adds to, changes in and takes from another: files by path, and the changed
    files' added and removed lines."""

    added: tuple[str, ...]
    removed: tuple[str, ...]
    lines_added: tuple[str, ...]
    lines_removed: tuple[str, ...]

    @classmethod
    def of(cls, before: Path, after: Path) -> TreeDiff:
        old, new = _files(before), _files(after)
        plus: list[str] = []
        minus: list[str] = []
        for name in sorted(old.keys() & new.keys()):
            changes = difflib.unified_diff(old[name].splitlines(), new[name].splitlines(), lineterm="", n=0)
            for line in changes:
                if line.startswith(("+++", "---", "@@")):
                    continue
                (plus if line.startswith("+") else minus).append(f"{name}: {line[1:]}")
        return cls(tuple(sorted(new.keys() - old.keys())), tuple(sorted(old.keys() - new.keys())),
                   tuple(plus), tuple(minus))


def test_the_line_goes_after_the_last_listed_package() -> None:
    source = 'X = 1\nGAME_PACKAGES: tuple[str, ...] = (  # one a line\n    "a",\n    "b",\n)\n'
    assert listed_line(source, "toy") == (4, '    "toy",\n')


def test_the_tree_diff_counts_files_and_lines(tmp_path: Path) -> None:
    (tmp_path / "a" / "x").mkdir(parents=True)
    (tmp_path / "a" / "k.py").write_text("one\ntwo\n")
    (tmp_path / "a" / "gone.py").write_text("")
    shutil.copytree(tmp_path / "a", tmp_path / "b")
    (tmp_path / "b" / "k.py").write_text("one\nthree\ntwo\nfour\n")
    (tmp_path / "b" / "gone.py").unlink()
    (tmp_path / "b" / "x" / "new.py").write_text("")
    assert TreeDiff.of(tmp_path / "a", tmp_path / "b") == TreeDiff(
        ("x/new.py",), ("gone.py",), ("k.py: three", "k.py: four"), ())


PLAY_THE_COPY = f"""
import json, racko_api
from racko_api import create_app
from racko_api.config import TestConfig
from racko_api.games.kinds import KINDS, kind_of
answer = create_app(TestConfig).test_client().get("/v1/rulesets/{TOY_RULESET}")
print(json.dumps({{"package": racko_api.__file__, "kinds": list(KINDS), "toy": kind_of("{TOY_RULESET}").id,
                  "status": answer.status_code, "game": (answer.get_json() or {{}}).get("game")}}))
"""


def test_a_game_is_its_package_and_one_line_of_the_registry(tmp_path: Path) -> None:
    """The toy game (tests/games/toy) copied into a copy of the package, with its line in
    games/kinds.py, is a registered game there (in a process of its own, which imports the copy);
    and the copy differs from the package by the toy's files and that one line, nothing else."""
    copy = add_game(PACKAGE, TOY, tmp_path)
    diff = TreeDiff.of(PACKAGE, copy)
    assert diff.added == tuple(f"games/toy/{name}" for name in _files(TOY))
    assert (diff.removed, diff.lines_removed) == ((), ())
    assert diff.lines_added == (f'games/kinds.py:     "{TOY.name}",',)

    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    run = subprocess.run([sys.executable, "-c", PLAY_THE_COPY], cwd=tmp_path, env=env,
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.splitlines()[-1])
    assert Path(seen["package"]).is_relative_to(copy)
    assert seen["kinds"] == [*KINDS, TOY_ID] and seen["toy"] == TOY_ID
    assert (seen["status"], seen["game"]) == (200, TOY_ID)


def test_the_registry_lists_every_game_package() -> None:
    """Each package under games/ with a kind.py has its line in GAME_PACKAGES, and no other does."""
    assert sorted(GAME_PACKAGES) == list(GAMES.packages)
