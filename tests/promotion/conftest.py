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
