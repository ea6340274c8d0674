"""The crash tests' copied start state is a faithful, independent copy (tests/promotion/procs.clone_state)."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from django.db import connection

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


@pytest.fixture(autouse=True)
def _sqlite_only():
    if connection.vendor != "sqlite":
        pytest.skip("on PostgreSQL the crash tests build their state in the shared test database")


def test_a_clone_names_only_its_own_home_and_inspects_like_the_original(children, crash_setup, request):
    template, setup = request.getfixturevalue("_crash_setup_template")
    db = Path(children.database_url.removeprefix("sqlite:///"))
    with sqlite3.connect(db) as conn:
        workspaces = [row[0] for row in conn.execute("SELECT workspace FROM evaluation_candidate")]
        dump = "\n".join(conn.iterdump())
    conn.close()
    assert workspaces and all(w.startswith(str(children.home) + "/") for w in workspaces), workspaces
    assert str(template.home) not in dump
    assert all(Path(w, "proposed").is_dir() for w in workspaces)
    assert children.scenario("inspect") == setup["base"]  # active version, ledger, store and rows as built
