# The README's two commands: `make app` and `make test`.
# Both build a local virtual environment in .venv the first time.
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
PROXY := $(VENV)/node/node_modules/.bin/configurable-http-proxy
ESBUILD := $(VENV)/node/node_modules/.bin/esbuild

.PHONY: app test lint system bundle

app: $(VENV)/.app
	$(VENV)/bin/mathcats serve

test: system $(VENV)/.test $(PROXY) $(ESBUILD)
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
	$(PIP) install --quiet -e '.[test,rl]'
	touch $@ $(VENV)/.app

# The JupyterHub test's proxy, from npm into .venv/node (tests/browser/app_hub, docs/deploy.md).
$(PROXY): | system
	npm install --prefix $(VENV)/node --no-audit --no-fund --loglevel=error configurable-http-proxy@5.2.0

# The bundler of the widget's front-end module, pinned, from npm into .venv/node
# (mathcats/widgets/bundle.py). Its output is committed: a pip install needs no Node.
$(ESBUILD): | system
	npm install --prefix $(VENV)/node --no-audit --no-fund --loglevel=error esbuild@0.28.2

# Rebuild mathcats/widgets/bundle.js after changing a module of mathcats/table/static/.
bundle: $(VENV)/.test $(ESBUILD)
	$(PY) -m mathcats.widgets.bundle

# Every Debian package the project uses, as COMMAND:PACKAGE. The browser tests drive
# Debian's chromium (Playwright never downloads a browser here), tests/test_print.py draws
# a printed deck's pages with poppler's pdftoppm, and the JupyterHub test's proxy comes
# from npm. The app itself needs none of them.
DEBIAN ?= chromium:chromium pdftoppm:poppler-utils node:nodejs npm:npm
# The packages whose command is missing here (each once).
MISSING = $(sort $(foreach pair,$(DEBIAN),$(if $(shell command -v $(word 1,$(subst :, ,$(pair))) 2>/dev/null),,$(word 2,$(subst :, ,$(pair))))))

# Install what is missing, with one package-list update; nothing at all when all are here.
system:
ifneq ($(MISSING),)
	@echo "Installing Debian's $(MISSING) (needs root)"
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(MISSING)
endif
