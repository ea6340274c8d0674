"""No verdict event is lost when a web worker is SIGKILLed under load (issue 13 §1; docs/durability.md).

Real processes: gunicorn (gthread, 2 workers × 4 threads) on the test
database — on SQLite a file copy of the migrated in-memory database, on
PostgreSQL the test database itself, each with its hot-path settings
(WAL + ``synchronous=NORMAL``; ``synchronous_commit=off`` per verdict event).
Four clients post verdicts over keep-alive connections; one worker is
SIGKILLed mid-load, then the other; gunicorn replaces them. Every 200 answer's
``event_id`` must be in the database, no answer may be a 5xx, and a
connection cut by the kill is only a retry for the client.
"""
from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.db import connection

from evaluation.verdicts.models import VerdictEvent
from tests.factories import AgentFactory

pytestmark = [pytest.mark.serial, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

CLIENTS = 4
LOAD_S = 4.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _shared_database(tmp_path: Path) -> tuple[str, Callable[[], set[int]]]:
    """(DATABASE_URL for gunicorn, a callable returning the stored verdict event ids)."""
    db = connection.settings_dict
    if connection.vendor == "postgresql":
        url = f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
        return url, lambda: set(VerdictEvent.objects.values_list("pk", flat=True))
    path = tmp_path / "shared.sqlite3"
    connection.ensure_connection()
    target = sqlite3.connect(path)
    connection.connection.backup(target)
    target.close()

    def stored() -> set[int]:
        with sqlite3.connect(path, timeout=20) as shared:
            return {row[0] for row in shared.execute("SELECT id FROM evaluation_verdictevent")}

    return f"sqlite:///{path}", stored


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(entry.name))
            except (OSError, IndexError, ValueError):
                continue
    return found


def test_every_200_has_its_event_after_a_worker_is_sigkilled_under_load(settings, tmp_path):
    agent = AgentFactory()
    url, stored_ids = _shared_database(tmp_path)
    port = _free_port()
    env = {**os.environ, "DATABASE_URL": url, "QLN_HOME": str(settings.QLN_HOME), "QLN_JUDGE_BASE_URL": "",
           "QLN_LOG_LEVEL": "ERROR", "QLN_DB_CONN_MAX_AGE": "60", "QLN_SECRET_KEY": django_settings.SECRET_KEY}
    log = open(tmp_path / "gunicorn.log", "w")
    server = subprocess.Popen([sys.executable, "-m", "gunicorn", "qlnweb.wsgi:application", "--bind",
                               f"127.0.0.1:{port}", "--workers", "2", "--worker-class", "gthread", "--threads", "4",
                               "--graceful-timeout", "5"], cwd=django_settings.BASE_DIR, env=env, stdout=log,
                              stderr=subprocess.STDOUT, start_new_session=True)
    headers = {"Authorization": f"Bearer {agent.plain_token}", "Content-Type": "application/json"}
    answered: list[int] = []
    statuses: list[int] = []
    retries = [0]
    lock = threading.Lock()
    stop = threading.Event()

    def post(conn: http.client.HTTPConnection, index: int) -> tuple[int, dict[str, Any]]:
        body = json.dumps({"session_id": f"s{index % CLIENTS}", "tool_name": "read_file",
                           "args": {"path": f"notes/{index}.md"}})
        conn.request("POST", "/api/v1/verdicts", body, headers)
        response = conn.getresponse()
        return response.status, json.loads(response.read() or b"{}")

    def client(number: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
        index = number
        while not stop.is_set():
            try:
                status, payload = post(conn, index)
            except (OSError, http.client.HTTPException):
                conn.close()  # cut by the kill: the client reconnects (the plugin retries the same way)
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
                with lock:
                    retries[0] += 1
                time.sleep(0.05)
                continue
            with lock:
                statuses.append(status)
                if status == 200:
                    answered.append(payload["event_id"])
            index += CLIENTS
        conn.close()

    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                probe = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                status, _ = post(probe, 0)
                probe.close()
                assert status == 200, status
                break
            except OSError:
                assert server.poll() is None and time.monotonic() < deadline, "gunicorn did not start"
                time.sleep(0.3)
        threads = [threading.Thread(target=client, args=(n,), daemon=True) for n in range(CLIENTS)]
        for thread in threads:
            thread.start()
        time.sleep(LOAD_S / 3)
        workers = _children(server.pid)
        assert len(workers) == 2, workers
        with lock:
            before_kill = len(statuses)
        for worker in workers:  # both original workers, one after the other: every open connection is cut
            os.kill(worker, signal.SIGKILL)
            time.sleep(LOAD_S / 3)
        stop.set()
        for thread in threads:
            thread.join(timeout=30)
    finally:
        server.send_signal(signal.SIGTERM)  # a clean stop: gunicorn lets requests in flight finish
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=5)
    assert before_kill > 0 and len(statuses) > before_kill, (before_kill, len(statuses))
    assert retries[0] > 0  # the kills did cut connections in use
    assert all(status == 200 for status in statuses), sorted(set(statuses))  # no 5xx (nor anything else)
    assert len(set(answered)) == len(answered)
    missing = set(answered) - stored_ids()
    assert not missing, f"{len(missing)} answered verdicts have no event row"
    print(f"{len(answered)} verdicts answered ({before_kill} before the kill), all stored; {retries[0]} reconnects")
