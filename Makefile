# The two commands: `make run` serves the API; `make test` runs every test but the slow ones
# (`make test-slow`: the statistical bot tests, long simulations, the document's boundaries; CI runs both).
# The distribution's CPython where it can make virtual environments: Debian builds it with
# profile-guided and link-time optimisation into the interpreter itself.
# Else the first python3 on PATH; `make PYTHON=...` picks another (then `make clean` first).
PYTHON ?= $(shell /usr/bin/python3 -c "import ensurepip, venv" 2>/dev/null && echo /usr/bin/python3 || echo python3)
VENV := .venv
PY := $(VENV)/bin/python
export FLASK_APP := app.py

.PHONY: run test test-slow test-pg screenshots browser lint openapi client client-ts wrk bench bench-bots clean translations messages

# Two makes at once (the README's `make run &` then `make .venv/.dev`) build .venv in turn: each
# holds $(VENV).lock (flock, util-linux) and skips what the other built meanwhile; two pips in one
# .venv at once break it.
$(VENV)/.runtime: requirements.txt
	flock $(VENV).lock sh -c '[ $@ -nt requirements.txt ] || { $(PYTHON) -m venv $(VENV) && \
		$(PY) -m pip install -q --upgrade pip && $(PY) -m pip install -q -r requirements.txt && touch $@; }'

$(VENV)/.dev: $(VENV)/.runtime requirements-dev.txt
	flock $(VENV).lock sh -c '{ [ $@ -nt requirements-dev.txt ] && [ $@ -nt $(VENV)/.runtime ]; } || \
		{ $(PY) -m pip install -q -r requirements-dev.txt && touch $@; }'

# The compiled catalogues (.mo) and the page's word files, built from the .po files every time.
translations: $(VENV)/.runtime
	$(PY) -m racko_api.catalogues

# After changing a sentence: extract every message id and merge it into the .po files, where a
# new or changed one waits (fuzzy or empty) for its Swedish and Italian words.
messages: $(VENV)/.runtime
	PYTHONPATH=. $(VENV)/bin/pybabel extract -F babel.cfg -o racko_api/translations/messages.pot \
		--no-wrap --sort-by-file --project=racko-api -k pgettext:1c,2 .
	$(VENV)/bin/pybabel update -i racko_api/translations/messages.pot -d racko_api/translations \
		--no-wrap --ignore-obsolete

# One port (BIND, 127.0.0.1:8000) for two pools: ordinary requests on sync workers, streams on
# threaded ones (racko_api/serving.py routes each connection; docs/operations.md, "Streams").
run: $(VENV)/.runtime translations
	$(VENV)/bin/flask db upgrade
	$(PY) -m racko_api.serving

# The phone page's tests drive Debian's Chromium headless shell, the page benchmark its browser
# (never a downloaded one).
browser:
	@command -v chromium >/dev/null && command -v chromium-headless-shell >/dev/null || \
		(apt-get update && apt-get install -y chromium chromium-headless-shell)

# Three processes (pytest-xdist) on two cores: many tests wait on a browser, a server or a
# subprocess (on this 2-core machine, 241 s against 254 s with two and 325 s with four).
JOBS ?= 3

test: $(VENV)/.dev browser translations
	$(PY) -m pytest -q -m "not slow" -n $(JOBS) --dist worksteal $(PYTEST_ARGS)

# The tests marked slow: how well the bots play over many games, the engines' state machines at
# length, a sheet filled to its last round, both clients' README examples twenty games each,
# schemathesis' walk of every field's boundaries, the page at a table's pace (answers 600 ms late,
# a tap every 150 ms).
test-slow: $(VENV)/.dev translations
	$(PY) -m pytest -q -m slow -n $(JOBS) --dist worksteal $(PYTEST_ARGS)

# The whole suite, slow tests included, on PostgreSQL (CI runs it after the two above).
test-pg: $(VENV)/.dev browser translations
	TEST_DATABASE_URL=$${TEST_DATABASE_URL:-postgresql+psycopg://postgres@127.0.0.1:5432/test} \
		$(PY) -m pytest -q $(PYTEST_ARGS)

# The phone page's tests again, keeping a picture of every main screen in test-artifacts/.
screenshots: $(VENV)/.dev browser translations
	SCREENSHOTS=1 $(PY) -m pytest -q tests/web -n $(JOBS) --dist worksteal $(PYTEST_ARGS)

lint: $(VENV)/.dev
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy --strict --follow-imports=silent racko_api/core racko_api/games racko_api/services \
		racko_api/store racko_api/serving.py racko_api/address_limits.py racko_api/header_policy.py \
		tests/games/toy
	# The HTTP layer as strictly, but for flask-smorest's untyped decorators on every view.
	$(VENV)/bin/mypy --strict --allow-untyped-decorators --follow-imports=silent racko_api/api

openapi: $(VENV)/.dev
	$(VENV)/bin/flask openapi write --format=yaml openapi.yaml

# The typed Python client, generated from openapi.yaml (offline; ruff from the venv formats it);
# clients/python/templates replaces the generator's templates where they would not pass mypy --strict.
CLIENT := clients/python/racko_client
client: openapi
	rm -rf $(CLIENT)
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(VENV)/bin/openapi-python-client generate --path openapi.yaml \
		--config clients/python/config.yaml --custom-template-path clients/python/templates --meta none \
		--output-path $(CLIENT)

# The TypeScript client: openapi-typescript and openapi-fetch from npm, installed into
# clients/typescript/node_modules at the versions its package-lock.json pins; the types are
# generated from openapi.yaml and the layer (src/index.ts) type-checked against them.
TS := clients/typescript
$(TS)/node_modules/.installed: $(TS)/package.json $(TS)/package-lock.json
	cd $(TS) && npm ci --no-audit --no-fund --silent
	touch $@

client-ts: openapi $(TS)/node_modules/.installed
	cd $(TS) && npx --no-install openapi-typescript ../../openapi.yaml -o src/schema.d.ts
	cd $(TS) && npx --no-install tsc --noEmit

# The load generator is wrk from Debian's packages.
wrk:
	command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }

bench: $(VENV)/.dev wrk
	$(PY) benchmarks/inprocess.py
	-$(PY) benchmarks/http_score.py
	$(PY) benchmarks/scoresheets_http.py

# How well the bots play and how fast the engine simulates (a few minutes; QUICK=1 for a smoke test).
bench-bots: $(VENV)/.dev
	$(PY) benchmarks/bots.py $(if $(QUICK),--quick)

clean:
	rm -rf $(VENV) $(VENV).lock instance .pytest_cache .hypothesis
