"""docs/nginx.conf agrees with the app and gunicorn, and (where nginx is installed) is valid."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from racko_api.config import Config

ROOT = Path(__file__).resolve().parents[2]
CONF = (ROOT / "docs" / "nginx.conf").read_text()


def _gunicorn_setting(name: str) -> int:
    match = re.search(rf"^{name} = (\d+)$", (ROOT / "gunicorn.conf.py").read_text(), re.MULTILINE)
    assert match, name
    return int(match.group(1))


def test_the_proxy_refuses_before_gunicorn_would() -> None:
    body = re.search(r"client_max_body_size (\d+)k;", CONF)
    assert body and int(body.group(1)) * 1024 == Config.MAX_CONTENT_LENGTH
    buffers = re.search(r"large_client_header_buffers \d+ (\d+)k;", CONF)
    assert buffers and int(buffers.group(1)) * 1024 < _gunicorn_setting("limit_request_line")
    assert int(buffers.group(1)) * 1024 < _gunicorn_setting("limit_request_field_size")
    assert "proxy_request_buffering on;" in CONF and "proxy_next_upstream off;" in CONF


def test_every_refusal_of_the_proxy_is_problem_json() -> None:
    pages = re.findall(r"error_page ([\d ]+?) (?:=\d+ )?(/_problem/\d+);", CONF)
    assert {code for codes, _ in pages for code in codes.split()} >= {"400", "413", "414", "494", "502"}
    for _, uri in pages:
        block = re.search(rf"location = {uri} \{{(.*?)\n        \}}", CONF, re.DOTALL)
        assert block and "application/problem+json" in block.group(1), uri


def test_nginx_accepts_the_configuration(tmp_path: Path) -> None:
    nginx = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
    if nginx is None:
        pytest.skip("nginx is not installed (the configuration is checked where it is)")
    checked = subprocess.run([nginx, "-t", "-c", str(ROOT / "docs" / "nginx.conf"), "-p", str(tmp_path),
                              "-g", f"pid {tmp_path}/nginx.pid;"], capture_output=True, text=True, timeout=30)
    assert checked.returncode == 0, checked.stderr
