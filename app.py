"""The app for the `flask` command line (flask db upgrade, flask openapi write)."""

from racko_api import create_app

app = create_app()
