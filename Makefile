# The two set-up commands of the README (R-O-1).
#   make run   — venv, install, migrate, demo, web server + django-q2 cluster on SQLite
#   make test  — venv, install, the whole test suite
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
ADDR ?= 127.0.0.1:8000

.PHONY: lint run test install bench clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python >= 3.11 is required"'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

install: $(VENV)/.installed

# ADDR=HOST:PORT (PORT 0: any free port); run_stack prints the URL it really serves.
run: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_demo --url http://localhost:$(lastword $(subst :, ,$(ADDR)))
	$(PY) manage.py run_stack --addr $(ADDR)

# The suite in two parts: everything that does not bound wall-clock time on TEST_WORKERS processes
# (pytest-xdist, one database per worker), then the `serial` tests alone, so a timing bound never
# shares the machine with another worker (docs/testing.md).
TEST_WORKERS ?= auto

test: install
	$(PY) -m pytest -n $(TEST_WORKERS) --dist worksteal -m "not serial" $(PYTEST_ARGS)
	$(PY) -m pytest -m serial $(PYTEST_ARGS)

# Static checks run by .ci/run before the tests: ruff, the one-way app layers (docs/architecture.md), mypy.
lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports
	$(VENV)/bin/mypy

bench: install
	for f in bench/bench_*.py; do $(PY) $$f; done

clean:
	rm -rf $(VENV) var
