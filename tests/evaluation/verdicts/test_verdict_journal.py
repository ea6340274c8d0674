"""Verdict events written behind through a per-process journal (evaluation/verdicts/journal.py, issue 13 §1).

Keys taken in advance, idempotent replay, torn and live segments (in process, both databases), and
with real gunicorn processes on both databases: a node SIGKILLed with journaled rows loses none of
its answered verdicts (``manage.py recover_verdict_journal`` inserts each once), a replacement
worker replays its dead predecessor's journal itself, and a clean stop writes everything.
"""
from __future__ import annotations

import fcntl
import http.client
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.db import transaction

from core.db.fast_insert import allocate_ids, insert_row, row_fields
from evaluation.verdicts import journal, journal_replay
from evaluation.verdicts.models import VerdictEvent
from tests.factories import AgentFactory
from tests.testing.gunicorn import children, free_port, shared_database


def _event(agent: Any, session: str = "s1", tool: str = "read_file") -> VerdictEvent:
    return VerdictEvent(agent=agent, session_id=session, tool_name=tool, args_redacted={"path": "a.md"},
                        args_digest="sha256:" + "0" * 64, body_shape="hermes", verdict="SILENT",
                        tiers={"tier1": {"status": "ok", "ms": 0.1}}, total_ms=0.5)


def _segment(directory: Path, name: str, events: list[VerdictEvent], keys: list[int], tail: bytes = b"") -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name}{journal_replay.SUFFIX}"
    fields = row_fields(VerdictEvent)
    lines = b"".join(journal_replay.journal_line(VerdictEvent, key, [f.pre_save(e, True) for f in fields])
                     for key, e in zip(keys, events))
    path.write_bytes(lines + tail)
    return path


# --- in process (both databases) ---------------------------------------------------------------------

@pytest.mark.django_db
def test_keys_taken_in_advance_are_never_given_to_an_ordinary_insert():
    agent = AgentFactory()
    first = insert_row(_event(agent)).pk  # SQLite: creates the table's sqlite_sequence row
    block = allocate_ids(VerdictEvent, 5, "default")
    assert block == list(range(block[0], block[0] + 5)) and block[0] > first
    assert insert_row(_event(agent)).pk > block[-1]
    assert allocate_ids(VerdictEvent, 3, "default")[0] > block[-1]


@pytest.mark.django_db
def test_a_stopped_segment_is_replayed_once_and_its_torn_last_line_skipped(tmp_path):
    agent = AgentFactory()
    insert_row(_event(agent))
    keys = allocate_ids(VerdictEvent, 3, "default")
    events = [_event(agent, session=f"s{n}") for n in range(3)]
    torn = journal_replay.journal_line(VerdictEvent, keys[-1] + 1, [1, 2])[:25]  # cut by a kill mid-write
    path = _segment(tmp_path, "host-1-dead.0", events, keys, tail=torn)

    assert journal_replay.recover(tmp_path) == 3
    assert not path.exists()
    stored = {e.pk: e for e in VerdictEvent.objects.filter(pk__in=keys)}
    assert sorted(stored) == keys
    assert [stored[k].session_id for k in keys] == ["s0", "s1", "s2"]
    assert stored[keys[0]].tiers == {"tier1": {"status": "ok", "ms": 0.1}}
    assert stored[keys[0]].created_at == events[0].created_at

    # the same segment again (a replay cut after its insert, before the unlink): nothing is added twice
    _segment(tmp_path, "host-1-dead.0", events, keys)
    before = VerdictEvent.objects.count()
    journal_replay.recover(tmp_path)
    assert VerdictEvent.objects.count() == before


@pytest.mark.django_db
def test_a_segment_its_living_process_holds_is_left_alone(tmp_path):
    agent = AgentFactory()
    insert_row(_event(agent))
    keys = allocate_ids(VerdictEvent, 1, "default")
    path = _segment(tmp_path, "host-2-alive.1", [_event(agent)], keys)
    fd = os.open(path, os.O_RDWR)
    fcntl.flock(fd, fcntl.LOCK_EX)
    try:
        assert journal_replay.recover(tmp_path) == 0
        assert path.exists() and not VerdictEvent.objects.filter(pk=keys[0]).exists()
    finally:
        os.close(fd)
    assert journal_replay.recover(tmp_path) == 1


@pytest.mark.django_db
def test_a_row_the_database_refuses_for_good_is_set_aside_and_the_others_are_written(tmp_path):
    agent = AgentFactory()
    insert_row(_event(agent))
    keys = allocate_ids(VerdictEvent, 2, "default")
    good, bad = _event(agent, session="good"), _event(agent, session="bad")
    bad.tool_name = None  # NOT NULL: refused on every try
    path = _segment(tmp_path, "host-3-dead.0", [good, bad], keys)

    assert journal_replay.recover(tmp_path) == 1
    assert VerdictEvent.objects.get(pk=keys[0]).session_id == "good"
    assert not VerdictEvent.objects.filter(pk=keys[1]).exists() and not path.exists()
    (rejected,) = (tmp_path / journal_replay.REJECTED).read_text().splitlines()
    record = json.loads(rejected)
    assert record["id"] == keys[1] and "IntegrityError" in record["error"] and "bad" in record["v"]


@pytest.mark.django_db
def test_inside_a_transaction_the_row_is_never_written_behind():
    event = _event(AgentFactory())
    with transaction.atomic():
        assert journal.write_behind(event) is False
    assert event.pk is None


# --- in process, a real journal: PostgreSQL (an in-memory SQLite test database is never written behind) ---

def _post(client: Any, agent: Any, tool: str, args: dict[str, Any], session: str = "s1") -> dict[str, Any]:
    response = client.post("/api/v1/verdicts", {"session_id": session, "tool_name": tool, "args": args},
                           content_type="application/json", HTTP_AUTHORIZATION=f"Bearer {agent.plain_token}")
    assert response.status_code == 200, response.content
    return response.json()


# The in-memory SQLite test database is never written behind; the process tests below cover SQLite.
@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_verdicts_are_written_behind_and_erasure_inserts_them_first(client, settings):
    settings.QLN_VERDICT_FLUSH_MS = 600_000  # the flusher waits: rows stay journaled until drained
    from cycles.privacy import ERASED, agent_erase

    agent = AgentFactory()
    read = _post(client, agent, "read_file", {"path": "notes.md"})["event_id"]
    shell = _post(client, agent, "terminal", {"command": "ls -la"})["event_id"]
    assert not VerdictEvent.objects.filter(pk__in=[read, shell]).exists()  # journaled, not yet inserted
    journal_dir = Path(settings.QLN_VERDICT_JOURNAL_DIR)
    journaled = b"".join(p.read_bytes() for p in journal_dir.glob("*.jrnl"))
    assert b'"id":%d,' % read in journaled and b'"id":%d,' % shell in journaled

    agent_erase(agent=agent, actor_label="test")
    erased = list(VerdictEvent.objects.filter(pk__in=[read, shell]).values_list("args_redacted", flat=True))
    assert erased == [ERASED, ERASED]  # both rows inserted first, then erased
    journal.stop()
    assert not list(journal_dir.glob("*.jrnl"))  # a clean stop leaves no segment
    assert VerdictEvent.objects.filter(pk__in=[read, shell]).count() == 2  # the flush added nothing twice


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_read_only_mode_commits_shell_calls_before_their_answers(client, settings):
    settings.QLN_VERDICT_FLUSH_MS = 600_000
    settings.QLN_VERDICT_WRITE_BEHIND = "read-only"
    agent = AgentFactory()
    read = _post(client, agent, "read_file", {"path": "notes.md"})["event_id"]
    shell = _post(client, agent, "terminal", {"command": "ls -la"})["event_id"]
    assert VerdictEvent.objects.filter(pk=shell, replayable=True).exists()
    assert not VerdictEvent.objects.filter(pk=read).exists()
    settings.QLN_VERDICT_WRITE_BEHIND = "off"
    journal.stop()
    assert _post(client, agent, "read_file", {"path": "b.md"})["event_id"] in set(
        VerdictEvent.objects.values_list("pk", flat=True))


# --- real processes (both databases) -------------------------------------------------------------------


class _Node:
    """gunicorn on the test database, one worker, rows held in the journal (``QLN_VERDICT_FLUSH_MS``)."""

    def __init__(self, tmp_path: Path, settings: Any, url: str, flush_ms: int, name: str = "node") -> None:
        self.port = free_port()
        self.journal_dir = tmp_path / "journal"
        self.env = {**os.environ, "DATABASE_URL": url, "QLN_HOME": str(settings.QLN_HOME), "QLN_JUDGE_BASE_URL": "",
                    "QLN_LOG_LEVEL": "ERROR", "QLN_DB_CONN_MAX_AGE": "60", "QLN_SECRET_KEY": django_settings.SECRET_KEY,
                    "QLN_VERDICT_JOURNAL_DIR": str(self.journal_dir), "QLN_VERDICT_FLUSH_MS": str(flush_ms)}
        self.hermes_home, self.workspace = tmp_path / "home" / ".hermes", tmp_path / "home" / "work"
        (self.hermes_home / "skills" / "5qln").mkdir(parents=True, exist_ok=True)
        self.workspace.mkdir(exist_ok=True)
        self.log = open(tmp_path / f"{name}.log", "w")  # noqa: SIM115 - closed in stop()
        self.server = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "qlnweb.wsgi:application", "--bind", f"127.0.0.1:{self.port}",
             "--workers", "1", "--worker-class", "gthread", "--threads", "2", "--graceful-timeout", "10"],
            cwd=django_settings.BASE_DIR, env=self.env, stdout=self.log, stderr=subprocess.STDOUT,
            start_new_session=True)

    def post(self, agent: Any, tool: str, args: dict[str, Any]) -> int:
        return int(self.answer(agent, tool, args)["event_id"])

    def answer(self, agent: Any, tool: str, args: dict[str, Any], session: str = "s1",
               deadline_s: float = 60) -> dict[str, Any]:
        deadline = time.monotonic() + deadline_s
        while True:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=20)
                conn.request("POST", "/api/v1/verdicts", json.dumps({"session_id": session, "tool_name": tool,
                                                                     "args": args, "cwd": str(self.workspace),
                                                                     "hermes_home": str(self.hermes_home)}),
                             {"Authorization": f"Bearer {agent.plain_token}", "Content-Type": "application/json"})
                response = conn.getresponse()
                body = json.loads(response.read())
                conn.close()
                assert response.status == 200, body
                return dict(body)
            except OSError:
                assert self.server.poll() is None and time.monotonic() < deadline, "gunicorn did not answer"
                time.sleep(0.2)

    def segments(self) -> list[Path]:
        return sorted(self.journal_dir.glob(f"*{journal_replay.SUFFIX}"))

    def journaled_keys(self) -> set[int]:
        return {int(json.loads(line)["id"]) for path in self.segments()
                for line in path.read_bytes().splitlines() if line}

    def stop(self, sig: int) -> None:
        try:
            os.killpg(self.server.pid, sig)
            self.server.wait(timeout=30)
        finally:
            if self.server.poll() is None:
                os.killpg(self.server.pid, signal.SIGKILL)
                self.server.wait(timeout=5)
            self.log.close()

    def recover_command(self) -> str:
        done = subprocess.run([sys.executable, "manage.py", "recover_verdict_journal"], cwd=django_settings.BASE_DIR,
                              env=self.env, capture_output=True, text=True, timeout=120, check=True)
        return done.stdout


def _processes(test: Any) -> Any:
    """Real processes on the test database: serial, slow, committed (not in a test transaction)."""
    return pytest.mark.serial(pytest.mark.slow(pytest.mark.django_db(transaction=True)(test)))


@pytest.fixture
def shared(settings: Any, tmp_path: Path) -> Any:
    """An agent, and the database the gunicorn nodes share with the test (URL, stored event keys)."""
    agent = AgentFactory()
    url, stored_ids = shared_database(tmp_path)
    return SimpleNamespace(agent=agent, url=url, stored_ids=stored_ids,
                           node=lambda flush_ms=600_000, name="node": _Node(tmp_path, settings, url, flush_ms, name))


@_processes
def test_a_node_sigkilled_with_journaled_verdicts_loses_none_and_recovery_inserts_each_once(shared):
    agent, stored_ids, node = shared.agent, shared.stored_ids, shared.node()
    try:
        answered = [node.post(agent, "read_file", {"path": f"notes/{n}.md"}) for n in range(29)]
        answered.append(node.post(agent, "terminal", {"command": "ls -la"}))
        assert not set(answered) & stored_ids()  # written behind: only in the journal so far
        assert set(answered) <= node.journaled_keys()
    finally:
        node.stop(signal.SIGKILL)  # the whole node: master and worker, nothing flushed
    assert not set(answered) & stored_ids()
    assert "30 journaled verdict event(s) replayed" in node.recover_command()
    stored = stored_ids()
    assert set(answered) <= stored and not node.segments()
    assert "0 journaled verdict event(s) replayed" in node.recover_command()
    assert stored_ids() == stored


@_processes
def test_a_replacement_worker_replays_its_killed_predecessors_journal(shared):
    agent, stored_ids, node = shared.agent, shared.stored_ids, shared.node()
    try:
        answered = [node.post(agent, "read_file", {"path": f"notes/{n}.md"}) for n in range(20)]
        (worker,) = children(node.server.pid)
        os.kill(worker, signal.SIGKILL)  # gunicorn starts another worker
        deadline = time.monotonic() + 30
        while children(node.server.pid) in ([], [worker]):
            assert time.monotonic() < deadline, "gunicorn did not replace its worker"
            time.sleep(0.1)
        node.post(agent, "read_file", {"path": "after.md"})  # the new worker's first row opens its journal
        assert set(answered) <= stored_ids()
    finally:
        node.stop(signal.SIGTERM)


@_processes
def test_a_clean_stop_writes_every_journaled_verdict_and_removes_the_journal(shared):
    agent, stored_ids, node = shared.agent, shared.stored_ids, shared.node()
    try:
        answered = [node.post(agent, "read_file", {"path": f"notes/{n}.md"}) for n in range(25)]
        assert not set(answered) & stored_ids()
    finally:
        node.stop(signal.SIGTERM)
    assert node.server.returncode == 0
    assert set(answered) <= stored_ids()
    assert not node.segments()


@_processes
def test_a_preparation_still_journaled_by_another_process_is_in_the_next_calls_history(shared):
    """Two-call attack (issue 11) split over two gunicorn masters of one host: the first call's row is
    only in node A's journal (its flusher waits); node B's history inserts it before reading."""
    agent, stored_ids = shared.agent, shared.stored_ids
    nodes = [shared.node(name=name) for name in ("a", "b")]
    try:
        nodes[0].post(agent, "read_file", {"path": "warm.md"})  # node A's journal is open: its flusher waits
        prepared = nodes[0].answer(agent, "terminal", {"command": "echo 'rm -rf ~' > x.sh"})
        assert prepared["block"] is False
        assert prepared["event_id"] not in stored_ids()  # only in node A's journal
        run = nodes[1].answer(agent, "terminal", {"command": "bash ./x.sh"})
        assert run["block"] is True and run["tiers"]["tier1"]["history_calls"] == 1, run["tiers"]["tier1"]
        assert prepared["event_id"] in stored_ids()  # node B inserted it before reading the history
        other = nodes[1].answer(agent, "terminal", {"command": "bash ./x.sh"}, session="s2")
        assert other["block"] is False  # another session's journaled calls are not its history
    finally:
        for node in nodes:
            node.stop(signal.SIGTERM)
