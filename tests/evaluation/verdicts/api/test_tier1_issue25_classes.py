"""Issue 25, "Classes missed": the seven classes through the endpoint, on the development corpus.

Every dangerous case and sequence of ``corpus_issue25_dev.py`` is blocked, no benign one is; ``-s``
prints the per-class table. The held-out corpus, written after the code, is
``test_tier1_issue25_heldout.py``.
"""
from __future__ import annotations

from typing import Any

import pytest

from evaluation.verdicts.tier1_stage import database_files
from qlnweb.environ import database_from_url
from tests.evaluation.verdicts.api import corpus_issue25_dev as dev
from tests.evaluation.verdicts.api.issue25_runner import render, server_places, table

pytestmark = pytest.mark.django_db


def test_the_development_corpus_is_blocked_class_by_class(agent_client: Any, hermes_body: Any, tmp_path: Any,
                                                          settings: Any, monkeypatch: Any, capsys: Any) -> None:
    places = server_places(tmp_path, settings, monkeypatch)
    rows = table(agent_client, hermes_body, places, dev.CORPUS, dev.SEQUENCES)
    with capsys.disabled():
        print("\n" + render(rows))
    assert [m for r in rows.values() for m in r.missed] == []
    assert [m for r in rows.values() for m in r.wrongly_blocked] == []


def test_the_database_file_follows_database_url() -> None:
    databases = {"default": database_from_url("sqlite:///srv/qln/data/db.sqlite3")}
    assert database_files(databases) == ("/srv/qln/data/db.sqlite3", "/srv/qln/data/db.sqlite3-wal",
                                         "/srv/qln/data/db.sqlite3-shm", "/srv/qln/data/db.sqlite3-journal")
    postgres = {"default": database_from_url("postgres://u:p@db.example/qln")}
    assert database_files(postgres) == ()
