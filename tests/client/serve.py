"""The app served over HTTP in a process of its own, so a test can stop the whole server and start
another on the same database and port: `python serve.py PORT PORT_FILE` (PORT 0: any free one),
the database named by TEST_DATABASE_URL; the port it listens on is written to PORT_FILE.
`Server` starts and stops such a process."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from flask_migrate import upgrade
from werkzeug.serving import make_server

from racko_api import create_app
from racko_api.config import TestConfig

ROOT = Path(__file__).resolve().parents[2]


def main(port: int, port_file: Path) -> None:
    app = create_app(TestConfig)
    with app.app_context():
        upgrade()  # the schema on a first start; nothing on a later one
    server = make_server("127.0.0.1", port, app, threaded=True)
    port_file.write_text(str(server.server_port))
    server.serve_forever()


class Server:
    """The app in a process of its own, on a file SQLite database that outlives it: `start` a
    process (on the port of the last one, once there was one), `stop` kills it."""

    def __init__(self, folder: Path) -> None:
        self.folder, self.port = folder, 0
        self.process: subprocess.Popen[bytes] | None = None
        self.env = {**os.environ, "PYTHONPATH": str(ROOT),
                    "TEST_DATABASE_URL": f"sqlite:///{folder / 'racko.db'}",
                    "STREAMS_PER_CLIENT": "0"}  # every stream of the test comes from one address

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        port_file = self.folder / "port"
        port_file.unlink(missing_ok=True)
        with (self.folder / "server.log").open("ab") as log:
            self.process = subprocess.Popen([sys.executable, __file__, str(self.port), str(port_file)],
                                            cwd=ROOT, env=self.env, stdout=log, stderr=log)
        deadline = time.monotonic() + 60
        while not port_file.exists() or not port_file.read_text():
            assert self.process.poll() is None and time.monotonic() < deadline, \
                (self.folder / "server.log").read_text()[-2000:]
            time.sleep(0.05)
        self.port = int(port_file.read_text())

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()  # the whole server, its open streams with it
            self.process.wait(30)


if __name__ == "__main__":
    main(int(sys.argv[1]), Path(sys.argv[2]))
