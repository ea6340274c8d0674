"""Several web nodes answer the same active version (issue 13 §3): the ledger in the shared database decides.

The pointer file is the promoter's; a web node's view of it may lag (the promoter
between its commit and its swap, a read-only network mount) or be missing (a node
that does not mount the store). Neither changes the answer. A forged pointer — a
version the ledger never made active for the agent — is still refused (issue 11).
The promotion lock excludes promoters on other hosts through PostgreSQL.
"""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

from cycles.choices import LedgerKind
from cycles.ledger import ledger_append
from cycles.models import Event
from promotion import store
from promotion.active import active_version
from promotion.exceptions import LockHeld
from promotion.locking import ADVISORY_KEY, promotion_lock
from tests.factories import point_agent_at

V1, V2, FORGED = "1" * 64, "2" * 64, "f" * 64


def _commit_without_swap(agent: str, version: str) -> None:
    """The promoter's commit point only: the ledger entry, the pointer not yet swapped."""
    ledger_append(kind=LedgerKind.PROMOTION, subject=f"test-version:{agent}",
                  payload={"agent": agent, "version": version, "active_after": version})


def test_a_pointer_behind_the_ledger_answers_the_ledgers_version(agent_client: Any) -> None:
    name = agent_client.agent.name
    point_agent_at(name, V1)
    _commit_without_swap(name, V2)
    assert store.pointer_version(name) == V1
    answer = agent_client.get("/api/v1/active")
    assert (answer.status_code, answer.json()["version"]) == (200, V2)
    assert active_version(name, strict=True) == V2
    assert not Event.objects.filter(kind="active_pointer_mismatch").exists()


def test_a_node_without_the_store_answers_from_the_ledger(agent_client: Any, settings: Any) -> None:
    point_agent_at(agent_client.agent.name, V1)
    shutil.rmtree(settings.QLN_ACTIVE_STORE)  # this node mounts nothing
    assert agent_client.get("/api/v1/active").json()["version"] == V1


def test_a_forged_pointer_over_a_real_history_is_still_refused(agent_client: Any) -> None:
    name = agent_client.agent.name
    point_agent_at(name, V1)
    store.swap_pointer(name, FORGED)
    refused = agent_client.get("/api/v1/active")
    assert (refused.status_code, refused.json()["error"]) == (409, "POINTER_MISMATCH")
    assert active_version(name) is None
    assert Event.objects.filter(kind="active_pointer_mismatch").count() == 2


def test_another_agents_version_in_the_pointer_is_a_forgery(agent_client: Any) -> None:
    name = agent_client.agent.name
    point_agent_at("someone-else", V2)
    point_agent_at(name, V1)
    store.swap_pointer(name, V2)  # a real version, but never this agent's
    assert agent_client.get("/api/v1/active").status_code == 409


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_promoter_on_another_host_holds_the_lock_through_postgresql(tmp_path: Path) -> None:
    import psycopg

    db = connection.settings_dict
    other_host = psycopg.connect(host=db["HOST"] or "127.0.0.1", port=db["PORT"] or 5432, user=db["USER"],
                                 password=db["PASSWORD"], dbname=db["NAME"], autocommit=True)
    try:
        other_host.execute("SELECT pg_advisory_lock(%s)", [ADVISORY_KEY])
        # Its own store directory: the file lock cannot see the other host, the database lock does.
        with pytest.raises(LockHeld, match="database promotion lock"):
            with promotion_lock(tmp_path / "this-host-store"):
                pass
        other_host.execute("SELECT pg_advisory_unlock(%s)", [ADVISORY_KEY])
        with promotion_lock(tmp_path / "this-host-store"):
            held = other_host.execute("SELECT pg_try_advisory_lock(%s)", [ADVISORY_KEY]).fetchone()[0]
        assert held is False  # while this host held it, the other could not take it
    finally:
        other_host.close()
