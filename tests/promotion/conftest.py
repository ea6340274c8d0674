"""Fixtures of the promotion tests: a promoter allowed to run as the test's OS user."""
from __future__ import annotations

import pytest

from tests.factories import CycleFactory
from tests.promotion.helpers import make_agent, make_operator


@pytest.fixture(autouse=True)
def _promoter_settings(settings):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = True


@pytest.fixture
def approver(db):
    return make_operator("approver")


@pytest.fixture
def promo_cycle(db, approver):
    return CycleFactory(agent=make_agent(), through="Q", approver=approver)


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory):
    """Made lazily: only tests that run child processes on SQLite pay for the migration."""
    from tests.promotion.procs import migrated_sqlite

    return migrated_sqlite(tmp_path_factory.mktemp("sqlite-template"))


@pytest.fixture
def children(request, tmp_path):
    from django.db import connection

    from tests.promotion.procs import make_children

    template = None if connection.vendor == "postgresql" else request.getfixturevalue("sqlite_template")
    return make_children(tmp_path / "home", template)


@pytest.fixture(scope="session")
def _crash_setup_template(tmp_path_factory, sqlite_template):
    """One ``scenario crash-setup`` per session on SQLite (≈ 1.3 s of child process), copied by each test."""
    from tests.promotion.procs import make_children

    template = make_children(tmp_path_factory.mktemp("crash-setup") / "home", sqlite_template)
    return template, template.scenario("crash-setup")


@pytest.fixture
def crash_setup(request, children):
    """``children`` after ``scenario crash-setup``: one promotion done, one candidate ready (JSON of the scenario).

    On SQLite the state is a copy of the session's (:func:`tests.promotion.procs.clone_state`); on
    PostgreSQL the children share pytest-django's database, so the scenario runs for each test.
    """
    from django.db import connection

    from tests.promotion.procs import clone_state

    if connection.vendor == "postgresql":
        return children.scenario("crash-setup")
    template, setup = request.getfixturevalue("_crash_setup_template")
    clone_state(template, children)
    return setup


@pytest.fixture(scope="session")
def _promoted_template(tmp_path_factory, sqlite_template, _crash_setup_template):
    """The crash-setup state with its ready candidate promoted too (the rollback tests' start), once per session."""
    from tests.promotion.procs import clone_state, make_children

    crash_template, setup = _crash_setup_template
    template = make_children(tmp_path_factory.mktemp("promoted") / "home", sqlite_template)
    clone_state(crash_template, template)
    return template, setup, _promote_next(template, setup)


def _promote_next(children, setup):
    nxt = setup["next"]
    children.manage("promote", "--yes", str(nxt["candidate"]), "--evaluation", nxt["evaluation"])
    return children.scenario("inspect")


@pytest.fixture
def promoted_setup(request, children):
    """``(setup, inspect)`` after crash-setup and ``manage.py promote`` of the ready candidate (as :func:`crash_setup`)."""
    from django.db import connection

    from tests.promotion.procs import clone_state

    if connection.vendor == "postgresql":
        setup = children.scenario("crash-setup")
        return setup, _promote_next(children, setup)
    template, setup, promoted = request.getfixturevalue("_promoted_template")
    clone_state(template, children)
    return setup, promoted
