# The README's two commands: `make app` and `make test`.
# Both build a local virtual environment in .venv the first time.
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
PROXY := $(VENV)/node/node_modules/.bin/configurable-http-proxy

.PHONY: app test lint chromium

app: $(VENV)/.app
	$(VENV)/bin/mathcats serve

test: $(VENV)/.test $(PROXY) chromium
	$(VENV)/bin/ruff check mathcats tests benchmarks
	$(VENV)/bin/ruff format --check mathcats tests benchmarks
	$(VENV)/bin/lint-imports
	$(PY) -m pytest tests lessons --nbval-lax --nbval-sanitize-with lessons/sanitize.cfg

$(VENV)/.app: pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet -e .
	touch $@

$(VENV)/.test: pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet -e '.[test]'
	touch $@ $(VENV)/.app

# The JupyterHub test's proxy, from npm into .venv/node (tests/browser/app_hub, docs/deploy.md).
$(PROXY):
	npm install --prefix $(VENV)/node --no-audit --no-fund --loglevel=error configurable-http-proxy@5.2.0

# Browser tests drive Debian's chromium (Playwright never downloads a browser here).
chromium:
	@command -v chromium >/dev/null || { \
	  echo "Installing Debian's chromium for the browser tests (needs root)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }
