"""The same app, served by gunicorn: `gunicorn -c gunicorn.conf.py wsgi:app`."""

from racko_api import create_app

app = create_app()
