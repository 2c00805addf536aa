"""The app served over HTTP in a process of its own, so a test can stop the whole server and start
another on the same database and port: `python serve.py PORT PORT_FILE` (PORT 0: any free one),
the database named by TEST_DATABASE_URL; the port it listens on is written to PORT_FILE."""

from __future__ import annotations

import sys
from pathlib import Path

from flask_migrate import upgrade
from werkzeug.serving import make_server

from racko_api import create_app
from racko_api.config import TestConfig


def main(port: int, port_file: Path) -> None:
    app = create_app(TestConfig)
    with app.app_context():
        upgrade()  # the schema on a first start; nothing on a later one
    server = make_server("127.0.0.1", port, app, threaded=True)
    port_file.write_text(str(server.server_port))
    server.serve_forever()


if __name__ == "__main__":
    main(int(sys.argv[1]), Path(sys.argv[2]))
