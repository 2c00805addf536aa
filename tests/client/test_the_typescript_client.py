"""The TypeScript client (clients/typescript): the README's example type-checks with `tsc --noEmit`
and plays a whole game against the app served over HTTP; the committed types are current.
Skipped only where node is absent."""

from __future__ import annotations

import json
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import CLIENTS

ROOT = CLIENTS.parents[1]
TS = ROOT / "clients" / "typescript"
pytestmark = pytest.mark.skipif(shutil.which("node") is None or shutil.which("npm") is None,
                                reason="node and npm are not on this machine")


@pytest.fixture(scope="module")
def installed() -> Path:
    """`make client-ts`'s install: the pinned packages in clients/typescript/node_modules."""
    subprocess.run(["make", "-s", "clients/typescript/node_modules/.installed"], cwd=ROOT, check=True,
                   capture_output=True, timeout=600)
    return TS


def _example() -> str:
    readme = (ROOT / "README.md").read_text()
    code = readme.split("```ts\n", 1)[1].split("```", 1)[0]
    assert 'from "./clients/typescript/src/index.js"' in code
    return code.replace("./clients/typescript/src/index.js", "../src/index.js")


@pytest.fixture()
def build(installed: Path) -> Iterator[Path]:
    """A folder of its own in clients/typescript (so node finds its packages), removed after."""
    folder = installed / f"build-{uuid.uuid4().hex[:8]}"
    (folder / "examples").mkdir(parents=True)
    (folder / "src").symlink_to(installed / "src")
    yield folder
    shutil.rmtree(folder)


def _tsc(folder: Path, *more: str) -> subprocess.CompletedProcess[str]:
    config = ('{"extends": "../tsconfig.json", "include": ["src", "examples"], '
              '"compilerOptions": {"outDir": "out", "rootDir": "."}}')
    (folder / "tsconfig.json").write_text(config)
    return subprocess.run([str(TS / "node_modules" / ".bin" / "tsc"), "-p", str(folder), *more],
                          cwd=folder, capture_output=True, text=True, timeout=300)


def test_the_readme_example_type_checks(build: Path) -> None:
    (build / "examples" / "readme.ts").write_text(_example())
    checked = _tsc(build, "--noEmit")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    wrong = _example() + "const phase: number = view.phase;\n"  # a string, not a number
    (build / "examples" / "wrong.ts").write_text(wrong)
    assert _tsc(build, "--noEmit").returncode != 0  # the check can fail


def test_the_readme_example_plays_a_whole_game_against_the_server(build: Path, base_url: str) -> None:
    (build / "examples" / "readme.ts").write_text(_example().replace("http://127.0.0.1:8000", base_url))
    built = _tsc(build)
    assert built.returncode == 0, built.stdout + built.stderr
    played = subprocess.run(["node", str(build / "out" / "examples" / "readme.js")], cwd=build,
                            capture_output=True, text=True, timeout=300)
    assert played.returncode == 0, played.stderr
    assert played.stdout.strip().splitlines()[-1] in ("[0]", "[1]")


def test_the_committed_types_are_made_from_the_committed_document(installed: Path, tmp_path: Path) -> None:
    made = subprocess.run([str(TS / "node_modules" / ".bin" / "openapi-typescript"),
                           str(ROOT / "openapi.yaml"), "-o", str(tmp_path / "schema.d.ts")], cwd=TS,
                          capture_output=True, text=True, timeout=300)
    assert made.returncode == 0, made.stderr
    assert (tmp_path / "schema.d.ts").read_text() == (TS / "src" / "schema.d.ts").read_text(), \
        "run `make client-ts`"


FOLLOW_AND_REFUSE = """import { Racko, RackoError } from "../src/index.js";

const base = process.argv[2] ?? "http://127.0.0.1:8000";
const api = new Racko(base);
const game = await api.createGame({ ruleset: "hasbro", options: { target: 75 },
                                    seats: [{ name: "Ann" }, { name: "Bot", bot: "basic" }] });
await game.contribute();
let refused: RackoError | null = null;
try {
  await game.play({ type: "discard" });  // nothing in hand yet: refused by a rule
} catch (err) {
  if (err instanceof RackoError) refused = err; else throw err;
}
const followed: unknown[] = [];
const following = (async () => { for await (const event of game.events()) followed.push(event); })();
let view = await game.read();
let turn = 0;
while (view.phase !== "game_over") {
  const legal = view.legal_actions;
  view = await game.play(legal[(turn += 7) % legal.length]!);
  if (turn % 5 === 0) await new Promise((done) => setTimeout(done, 50));  // streams end meanwhile
}
await following;
const logged = await (await fetch(`${base}/v1/games/${game.id}/events?after=0`,
                                  { headers: { Authorization: `Bearer ${game.token}` } })).json();
const said = refused && { status: refused.status, rule: refused.rule, type: refused.type };
console.log(JSON.stringify({ refused: said, followed, logged: logged.events, version: view.version }));
"""


def test_a_stream_follows_a_whole_game_across_disconnects_and_refusals_are_typed(
        build: Path, threaded_url: str) -> None:
    """Streams end every 0.4 s on this server: the client resumes each with Last-Event-ID and
    yields every event once, in order, the same as the log; a refusal is a RackoError."""
    (build / "examples" / "follow.ts").write_text(FOLLOW_AND_REFUSE)
    built = _tsc(build)
    assert built.returncode == 0, built.stdout + built.stderr
    ran = subprocess.run(["node", str(build / "out" / "examples" / "follow.js"), threaded_url], cwd=build,
                         capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stderr
    seen = json.loads(ran.stdout.strip().splitlines()[-1])
    refused = seen["refused"]
    assert refused["status"] == 409 and refused["rule"] and refused["type"] == f"/v1/rules/{refused['rule']}"
    assert seen["followed"] == seen["logged"] and len(seen["logged"]) > 10
    assert seen["followed"][-1]["type"] == "game_over" and seen["followed"][-1]["version"] == seen["version"]
