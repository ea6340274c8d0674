"""Tier 1.5's window cache (register/window_cache.py): no query while nothing changed, never a hidden change.

The cache fills only in autocommit, as in a web worker: these tests are transactional. Writers in
other OS processes (tests/register/window_worker.py) check the generation shared between processes:
a memory map beside the SQLite file, NOTIFY on PostgreSQL.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from register import generations, window_cache
from register.privacy import erase
from register.services import baseline_calibrate, output_ingest, register_assess
from tests.factories import AgentFactory
from tests.register.corpus import GLYPH, corpus, drifting_text, execution_text

pytestmark = pytest.mark.django_db(transaction=True)
ROOT = Path(__file__).resolve().parents[2]


def listening() -> None:
    """PostgreSQL: wait until this process's listening connection is up (the cache is off before)."""
    assert window_cache.ready(timeout=10), "the listening connection did not come up within 10 s"


@pytest.fixture
def agent() -> Any:
    agent = AgentFactory(model_name="demo-model")
    for i in range(10):
        output_ingest(agent=agent, session_id="s1", turn_id=f"t{i}", text=execution_text(i), mode_hint="execution")
    baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name="demo-model",
                       anchor_glyph=GLYPH)
    listening()
    return agent


def assess_counting(agent: Any) -> tuple[Any, int]:
    with CaptureQueriesContext(connection) as queries:
        assessment = register_assess(agent=agent, session_id="s1")
    return assessment, len(queries)


def test_a_warm_window_costs_no_query(agent: Any) -> None:
    first, _ = assess_counting(agent)
    again, queries = assess_counting(agent)
    assert again is first and queries == 0


def test_a_recalibration_is_seen_at_once(agent: Any) -> None:
    assert assess_counting(agent)[0].stale_reasons == ()
    # the bulk supersede sends no post_save: register.services bumps the generation itself
    baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name="other-model",
                       anchor_glyph=GLYPH)
    assessment, queries = assess_counting(agent)
    assert queries >= 1 and assessment.stale_reasons  # baseline model ≠ session model


def test_an_erase_empties_the_window_at_once(agent: Any) -> None:
    assert assess_counting(agent)[0] is not None
    erase(agent)
    assert assess_counting(agent)[0] is None


def test_a_rolled_back_output_leaves_the_cache_as_it_was(agent: Any) -> None:
    first, _ = assess_counting(agent)
    with pytest.raises(RuntimeError), transaction.atomic():
        output_ingest(agent=agent, session_id="s1", turn_id="x", text=drifting_text(0), mode_hint="execution")
        raise RuntimeError("rolled back")
    again, queries = assess_counting(agent)
    assert again is first and queries == 0


def test_inside_a_transaction_the_window_is_always_read(agent: Any) -> None:
    assess_counting(agent)
    with transaction.atomic():
        assert assess_counting(agent)[1] == 1
        output_ingest(agent=agent, session_id="s1", turn_id="x", text=drifting_text(0), mode_hint="execution")
        assert assess_counting(agent)[1] == 1  # and sees its own write


def test_other_agents_keep_their_cached_window(agent: Any) -> None:
    other = AgentFactory(model_name="demo-model")
    output_ingest(agent=other, session_id="s1", turn_id="o", text=execution_text(1), mode_hint="execution")
    baseline_calibrate(agent=other, samples=corpus(), provisional=False, model_name="demo-model", anchor_glyph=GLYPH)
    assess_counting(agent)
    output_ingest(agent=other, session_id="s1", turn_id="o2", text=drifting_text(1), mode_hint="execution")
    assert assess_counting(agent)[1] == 0


def test_an_entry_expires_after_the_safety_bound(agent: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    now = [1000.0]
    monkeypatch.setattr(window_cache, "clock", lambda: now[0])
    assess_counting(agent)
    now[0] += window_cache.MAX_AGE_S - 1
    assert assess_counting(agent)[1] == 0
    now[0] += 2
    assert assess_counting(agent)[1] == 1


def test_the_file_generations_are_shared_through_the_map(tmp_path: Path) -> None:
    one, two = (generations.FileGenerations(str(tmp_path / "db.sqlite3-qlnreg")) for _ in range(2))
    try:
        assert one.current(7) == two.current(7) == 0
        two.bump(7)
        assert one.current(7) == 1 and one.current(8) == 0
        one.bump(7 + generations.SLOTS)  # agents sharing a slot only cost each other a cache miss
        assert two.current(7) == 2
        assert oct(os.stat(tmp_path / "db.sqlite3-qlnreg").st_mode & 0o777) == "0o600"
    finally:
        one.close()
        two.close()


# Another process writes: the generation crosses the process boundary.

class Worker:
    def __init__(self, env: dict[str, str]) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "tests.register.window_worker"], cwd=ROOT, env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.read()["ready"]

    def read(self) -> dict[str, Any]:
        line = self.process.stdout.readline()
        assert line, f"worker exited with {self.process.poll()}"
        return json.loads(line)

    def __call__(self, action: str, **fields: Any) -> dict[str, Any]:
        self.process.stdin.write(json.dumps({"action": action, **fields}) + "\n")
        self.process.stdin.flush()
        answer = self.read()
        assert answer.get("ok"), answer
        return answer

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.write('{"action": "quit"}\n')
            self.process.stdin.close()
            self.process.wait(timeout=30)


def worker_env(tmp_path: Path) -> dict[str, str]:
    env = {**os.environ, "QLN_HOME": str(tmp_path / "home"), "PYTHONPATH": str(ROOT)}
    if connection.vendor == "postgresql":
        env["QLN_TEST_DB_NAME"] = connection.settings_dict["NAME"]
    else:
        env["DATABASE_URL"] = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    (tmp_path / "home").mkdir(exist_ok=True)
    return env


def test_an_output_stored_by_another_process_is_seen(tmp_path: Path) -> None:
    env = worker_env(tmp_path)
    reader = writer = None
    try:
        reader = Worker(env)
        if connection.vendor == "sqlite":
            reader("migrate")
        writer = Worker(env)
        agent_id = writer("agent")["agent_id"]
        reader("listening", agent_id=agent_id)
        assert reader("assess", agent_id=agent_id)["stylistic"] == "none"
        assert reader("assess", agent_id=agent_id)["queries"] == 0  # cached
        writer("drift", agent_id=agent_id)
        seen = reader("assess", agent_id=agent_id)
        if connection.vendor == "postgresql":
            # NOTIFY is delivered asynchronously: the change arrives within PostgreSQL's delivery
            # time and the listening thread's wake-up, bounded here at 2 s (well under 0.1 s measured)
            deadline = time.monotonic() + 2
            while seen["stylistic"] != "break" and time.monotonic() < deadline:
                time.sleep(0.005)
                seen = reader("assess", agent_id=agent_id)
        assert seen["stylistic"] == "break" and seen["queries"] >= 1
        again = reader("assess", agent_id=agent_id)
        if connection.vendor == "postgresql":
            # the ten drifting outputs are ten commits, so ten notifications: the break can be seen before the
            # last of them arrives, and each late one rightly invalidates the entry once more. Cached again
            # means: once they are all delivered (bounded at 2 s as above), a read costs no query.
            deadline = time.monotonic() + 2
            while again["queries"] != 0 and time.monotonic() < deadline:
                time.sleep(0.005)
                again = reader("assess", agent_id=agent_id)
        assert again["stylistic"] == "break" and again["queries"] == 0  # cached again
    finally:
        for worker in (reader, writer):
            if worker is not None:
                worker.close()


@pytest.mark.postgres  # the listening connection exists on PostgreSQL only
def test_a_lost_listening_connection_turns_the_cache_off_until_it_is_back(agent: Any) -> None:
    source = window_cache.generations()
    assess_counting(agent)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                       "WHERE query = %s AND pid <> pg_backend_pid()", [f"LISTEN {generations.CHANNEL}"])
        assert cursor.fetchone() is not None
    deadline = time.monotonic() + 5
    while source.listening and time.monotonic() < deadline:
        time.sleep(0.005)
    assert not source.listening
    # while nobody listens, a change could go unnoticed: every assessment reads the database
    assert assess_counting(agent)[1] == 1 and assess_counting(agent)[1] == 1
    listening()
    assess_counting(agent)
    assert assess_counting(agent)[1] == 0
