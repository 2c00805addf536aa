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
from flask import Flask

from racko_api.extensions import limiter

from .conftest import CLIENTS
from .serve import Server

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
    """The README's example, which is examples/play.ts as committed (where `npx tsc` builds it)."""
    readme = (ROOT / "README.md").read_text()
    code = readme.split("```ts\n", 1)[1].split("```", 1)[0]
    assert code == (TS / "examples" / "play.ts").read_text()
    return code


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


def _built(build: Path, name: str, source: str) -> Path:
    """`source` compiled as examples/<name>.ts with the layer: the script node runs."""
    (build / "examples" / f"{name}.ts").write_text(source)
    built = _tsc(build)
    assert built.returncode == 0, built.stdout + built.stderr
    return build / "out" / "examples" / f"{name}.js"


def _last_line(build: Path, script: Path, *arguments: str) -> dict:
    """Run `script` with node and read the JSON it prints last."""
    ran = subprocess.run(["node", str(script), *arguments], cwd=build, capture_output=True, text=True,
                         timeout=300)
    assert ran.returncode == 0, ran.stderr
    return json.loads(ran.stdout.strip().splitlines()[-1])


def test_the_readme_example_type_checks(build: Path) -> None:
    (build / "examples" / "readme.ts").write_text(_example())
    checked = _tsc(build, "--noEmit")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    wrong = _example() + "const phase: number = view.phase;\n"  # a string, not a number
    (build / "examples" / "wrong.ts").write_text(wrong)
    assert _tsc(build, "--noEmit").returncode != 0  # the check can fail


def test_the_readme_example_plays_a_whole_game_against_the_server(build: Path, base_url: str) -> None:
    script = _built(build, "readme", _example().replace("http://127.0.0.1:8000", base_url))
    played = subprocess.run(["node", str(script)], cwd=build, capture_output=True, text=True, timeout=300)
    assert played.returncode == 0, played.stderr
    assert played.stdout.strip().splitlines()[-1] in ("[0]", "[1]")


@pytest.mark.slow
def test_the_readme_example_plays_twenty_whole_games_without_a_failure(build: Path, base_url: str) -> None:
    """Random legal moves make every game different: twenty runs in a row end, each with a winner."""
    script = _built(build, "readme", _example().replace("http://127.0.0.1:8000", base_url))
    for run in range(20):
        played = subprocess.run(["node", str(script)], cwd=build, capture_output=True, text=True, timeout=300)
        assert played.returncode == 0, f"run {run + 1}: {played.stderr}"
        assert played.stdout.strip().splitlines()[-1] in ("[0]", "[1]")


TYPED_READS = """import { Racko } from "../src/index.js";

const api = new Racko("http://127.0.0.1:8000");
const sheet = await api.createSheet({ ruleset: "hasbro", players: ["Ann", "Bo"] });
const totals: number[] = (await sheet.read()).players.map((player) => player.total);
const game = await api.createGame({ ruleset: "hasbro",
                                    seats: [{ name: "Ann" }, { name: "Bot", bot: "basic" }] });
await game.read();
const advice = await game.advice();
const view = await game.play(advice.action);
console.log(totals, advice.seat, view.version);
"""


def test_a_sheet_read_is_a_sheet_and_the_advice_plays_as_it_comes(build: Path) -> None:
    """What a newcomer writes next type-checks: a sheet's read is the JSON sheet (not its CSV
    form as well), and `game.advice()`'s action goes straight to `play`, as in the Python layer."""
    (build / "examples" / "reads.ts").write_text(TYPED_READS)
    checked = _tsc(build, "--noEmit")
    assert checked.returncode == 0, checked.stdout + checked.stderr


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
const stale: number[] = [];  // 412s (none expected): the view was older than the game, so it is read again
while (view.phase !== "game_over") {
  const legal = view.legal_actions;
  try {
    view = await game.play(legal[(turn += 7) % legal.length]!);
  } catch (err) {
    if (!(err instanceof RackoError) || err.status !== 412) throw err;
    stale.push(view.version);
    view = await game.read();
  }
  if (turn % 5 === 0) await new Promise((done) => setTimeout(done, 50));  // streams end meanwhile
}
await following;
const sheet = await api.createSheet({ ruleset: "hasbro", players: ["Ann", "Bo", "Cy"] });
let invalid: { listed: number; notListed: number } | null = null;
try {  // 30 cards not in the deck: the first 20 listed, the rest counted
  await sheet.addRound({ rack_o: "Ann", entries: ["Ann", "Bo", "Cy"].map((player) => ({
    player, rack: Array<number>(10).fill(99) })) });
} catch (err) {
  if (!(err instanceof RackoError)) throw err;
  const notListed: number = err.errorsNotListed;
  invalid = { listed: err.errors.length, notListed };
}
const logged = await (await fetch(`${base}/v1/games/${game.id}/events?after=0`,
                                  { headers: { Authorization: `Bearer ${game.token}` } })).json();
const said = refused && { status: refused.status, rule: refused.rule, type: refused.type };
console.log(JSON.stringify({ refused: said, invalid, followed, logged: logged.events,
                             version: view.version, stale }));
"""


def test_a_stream_follows_a_whole_game_across_disconnects_and_refusals_are_typed(
        build: Path, threaded_url: str) -> None:
    """Streams end every 0.4 s on this server: the client resumes each with Last-Event-ID and
    yields every event once, in order, the same as the log; a refusal is a RackoError, which
    counts the faults it does not list."""
    seen = _last_line(build, _built(build, "follow", FOLLOW_AND_REFUSE), threaded_url)
    refused = seen["refused"]
    assert refused["status"] == 409 and refused["rule"] and refused["type"] == f"/v1/rules/{refused['rule']}"
    assert seen["invalid"]["listed"] == 20 and seen["invalid"]["notListed"] + 20 >= 30
    assert seen["followed"] == seen["logged"] and len(seen["logged"]) > 10
    assert seen["followed"][-1]["type"] == "game_over" and seen["followed"][-1]["version"] == seen["version"]
    # Every play is answered: none meets a 412, streams reconnecting meanwhile or not (conftest.py:
    # on the shared in-memory database a reconnecting stream's read could commit or end a play).
    assert seen["stale"] == [], seen["stale"]


WAIT_OUT_AND_GIVE_UP = """import { Racko, RackoError } from "../src/index.js";

const base = process.argv[2] ?? "http://127.0.0.1:8000";
const waited: number[] = [];
const patient = new Racko(base, { sleep: async (seconds) => {
  waited.push(seconds);
  await new Promise((done) => setTimeout(done, seconds * 1000));
} });
const game = await patient.createGame({ ruleset: "hasbro",
                                       seats: [{ name: "Ann" }, { name: "Bot", bot: "basic" }] });
await game.contribute();
let view = await game.read();
const versions: number[] = [];
for (let move = 0; move < 8; move++) {
  view = await game.play(view.legal_actions[0]!);
  versions.push(view.version);
}
const told: number[] = [];
const hasty = new Racko(base, { attempts: 2, sleep: async (seconds) => { told.push(seconds); } });
const same = hasty.game(game.id, game.token);
view = await same.read();
let spent: RackoError | null = null;
for (let move = 0; move < 10 && spent === null; move++) {
  try {
    view = await same.play(view.legal_actions[0]!);
  } catch (err) {
    if (err instanceof RackoError) spent = err; else throw err;
  }
}
const error = spent && { status: spent.status, retryAfter: spent.retryAfter, title: spent.title,
                         detail: spent.detail, isError: spent instanceof Error };
console.log(JSON.stringify({ waited, versions, told, error }));
"""


def test_a_429_is_waited_out_after_its_retry_after_and_a_typed_error_when_retries_are_spent(
        app: Flask, build: Path, threaded_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The server counts 3 moves in 2 seconds: eight moves meet honest 429s, each waited out for
    its Retry-After and then played; a client allowed one retry that does not wait gets a
    RackoError with status 429 and the Retry-After."""
    monkeypatch.setitem(app.config, "RATELIMIT_GAME_ACTIONS", "3 per 2 second")
    monkeypatch.setattr(limiter, "enabled", True)
    seen = _last_line(build, _built(build, "limited", WAIT_OUT_AND_GIVE_UP), threaded_url)
    assert len(seen["waited"]) >= 2 and all(1 <= wait <= 2 for wait in seen["waited"])  # 8 moves, 3 a window
    played = seen["versions"]
    assert len(played) == 8 and played == sorted(set(played))  # each move played once, in turn
    error = seen["error"]
    assert error["status"] == 429 and error["isError"] and error["title"] and error["detail"]
    assert 1 <= error["retryAfter"] <= 2 and seen["told"] == [error["retryAfter"]]  # one retry, then raised


ACROSS_A_RESTART = """import { existsSync } from "node:fs";
import { Racko } from "../src/index.js";

const [base, restartedFile] = [process.argv[2]!, process.argv[3]!];
const pause = (seconds: number) => new Promise<void>((done) => setTimeout(done, seconds * 1000));
const asked: (string | null)[] = [];
const send = globalThis.fetch;
globalThis.fetch = (input, init) => {  // the Last-Event-ID of every stream request
  if (String(input).endsWith("/events")) asked.push(new Headers(init?.headers).get("Last-Event-ID"));
  return send(input, init);
};
const player = await new Racko(base).createGame({ ruleset: "hasbro", options: { target: 75 },
  seats: [{ name: "Ann" }, { name: "Bot", bot: "basic" }] });
await player.contribute();
let restarted = () => {};
const moved = new Promise<void>((done) => { restarted = done; });
const follower = new Racko(base, { sleep: async () => {  // while no server answers
  console.log("down");
  await moved;
} }).game(player.id, player.token);
const followed: { version: number }[] = [];
const following = (async () => { for await (const event of follower.events()) followed.push(event); })();
const logged = async () => (await (await fetch(`${base}/v1/games/${player.id}/events?after=0`,
  { headers: { Authorization: `Bearer ${player.token}` } })).json()).events as unknown[];
let view = await player.read();
let turn = 0;
const move = async () => {
  const legal = view.legal_actions;
  view = await player.play(legal[(turn += 7) % legal.length]!);
};
for (let i = 0; i < 6; i++) await move();
const before = (await logged()).length;
while (followed.length < before) await pause(0.05);
console.log(`ready ${before}`);
while (!existsSync(restartedFile)) await pause(0.05);
for (let i = 0; i < 6; i++) await move();  // written while the follower is away
const meanwhile = (await logged()).length - before;
restarted();
while (view.phase !== "game_over") await move();
await following;
console.log(JSON.stringify({ before, meanwhile, asked, followed, logged: await logged(),
                             version: view.version }));
"""


def test_a_stream_resumes_after_the_server_restarts_with_the_events_written_meanwhile(
        build: Path, server: Server) -> None:
    """The whole server is stopped while a stream is followed; moves are played on a new one on
    the same database and port; the stream resumes with Last-Event-ID and yields them once."""
    script = _built(build, "restart", ACROSS_A_RESTART)
    restarted = build / "restarted"
    with subprocess.Popen(["node", str(script), server.url, str(restarted)], cwd=build,
                          stdout=subprocess.PIPE, text=True) as node:
        assert node.stdout is not None
        assert node.stdout.readline().startswith("ready ")
        server.stop()
        assert node.stdout.readline().strip() == "down"  # the follower noticed the server was gone
        server.start()  # a new process: same database, same port
        restarted.touch()
        out, _ = node.communicate(timeout=300)
    assert node.returncode == 0
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["meanwhile"] >= 6 and seen["followed"] == seen["logged"]  # no gap, no repeat
    assert seen["asked"][0] == "0" and set(seen["asked"][1:]) == {str(seen["before"])}
    assert seen["followed"][-1]["type"] == "game_over" and seen["followed"][-1]["version"] == seen["version"]


JOIN = """import { Racko, RackoError } from "../src/index.js";

const base = process.argv[2] ?? "http://127.0.0.1:8000";
const ann = await new Racko(base).createGame({ ruleset: "hasbro",
                                              seats: [{ name: "Ann" }, { name: "Bob" }] });
await ann.contribute();
const invitation = ann.created!.seats.find((seat) => typeof seat.invitation === "string")!.invitation!;
const bob = await new Racko(base).join(ann.id, invitation);  // another phone: the invitation passed on
const [annView, bobView] = [await ann.read(), await bob.read()];
let again: number | null = null;
try {
  await new Racko(base).join(ann.id, invitation);
} catch (err) {
  if (err instanceof RackoError) again = err.status; else throw err;
}
const bobSeesOfAnn = "known_racks" in bobView ? bobView.known_racks[0] : null;
console.log(JSON.stringify({ joined: { seat: bob.joined!.seat, waitingFor: bob.joined!.waiting_for },
                             seats: [annView.seat, bobView.seat], annRack: annView.rack,
                             bobRack: bobView.rack, bobSeesOfAnn, again }));
"""


def test_a_friend_joins_with_the_invitation_passed_on_and_plays_only_their_seat(
        build: Path, base_url: str) -> None:
    seen = _last_line(build, _built(build, "join", JOIN), base_url)
    assert seen["joined"] == {"seat": 1, "waitingFor": []} and seen["seats"] == [0, 1]
    assert None not in seen["bobRack"] and set(seen["bobRack"]).isdisjoint(seen["annRack"])
    assert seen["bobSeesOfAnn"] and all(card is None for card in seen["bobSeesOfAnn"])  # Ann's stays hidden
    assert seen["again"] == 409  # single use: a third phone cannot take the seat


OWN_PROGRAM = """import { Racko, RackoError } from "./src/index.js";

const api = new Racko(process.argv[2] ?? "http://127.0.0.1:8000");
const sheet = await api.createSheet({ ruleset: "hasbro", players: ["Ann", "Bo"] });
await sheet.addRound({ rack_o: "Ann", entries: [
  { player: "Ann", rack: [2, 7, 13, 14, 15, 21, 28, 34, 36, 40] }, { player: "Bo", scoring_cards: 1 }] });
let refused = 0;
try {
  await api.sheet(sheet.id, "not-the-edit-token").addRound({ rack_o: "Bo", entries: [] });
} catch (err) {
  if (err instanceof RackoError) refused = err.status; else throw err;
}
const read = await sheet.read();
console.log(JSON.stringify({ rounds: read.round_count, totals: read.players.map((p) => p.total), refused }));
"""


def test_a_program_of_its_own_with_a_copy_of_src_and_openapi_fetch(installed: Path, tmp_path: Path,
                                                                   base_url: str) -> None:
    """clients/typescript/README.md: a copy of src/ and openapi-fetch (TypeScript and Node's types
    to build) are all a program elsewhere needs; it type-checks under --strict and keeps a sheet."""
    shutil.copytree(TS / "src", tmp_path / "src")
    modules = tmp_path / "node_modules"
    (modules / "@types").mkdir(parents=True)
    for package in ("openapi-fetch", "typescript", "@types/node"):
        (modules / package).symlink_to(installed / "node_modules" / package)
    (tmp_path / "package.json").write_text('{"name": "mine", "private": true, "type": "module"}')
    (tmp_path / "tsconfig.json").write_text(json.dumps({"compilerOptions": {
        "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": True,
        "skipLibCheck": True, "lib": ["ES2022", "DOM"], "types": ["node"], "outDir": "dist"},
        "include": ["main.ts"]}))
    (tmp_path / "main.ts").write_text(OWN_PROGRAM)
    built = subprocess.run([str(modules / "typescript" / "bin" / "tsc"), "-p", str(tmp_path)], cwd=tmp_path,
                           capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stdout + built.stderr
    seen = _last_line(tmp_path, tmp_path / "dist" / "main.js", base_url)
    assert seen == {"rounds": 1, "totals": [75, 5], "refused": 403}


QUEUED = """import { Racko } from "../src/index.js";

const sheet = await new Racko(process.argv[2]!).createSheet({ ruleset: "hasbro", players: ["Ann", "Bo"] });
const queued = { rack_o: "Ann", entries: [
  { player: "Ann", rack: [2, 7, 13, 14, 15, 21, 28, 34, 36, 40] }, { player: "Bo", scoring_cards: 1 }] };
const key = crypto.randomUUID();
const [first, again] = [await sheet.addRound(queued, key), await sheet.addRound(queued, key)];
console.log(JSON.stringify({ same: JSON.stringify(first) === JSON.stringify(again),
                             rounds: (await sheet.read()).round_count }));
"""


def test_a_round_queued_with_a_key_of_its_own_counts_once_however_often_it_is_sent(
        build: Path, base_url: str) -> None:
    """An app that scores offline keeps each round's key until the server confirms it: sent again
    later, in another call, the round is replayed, not added."""
    assert _last_line(build, _built(build, "queued", QUEUED), base_url) == {"same": True, "rounds": 1}
