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
import subprocess
import sys
import threading
import time
from typing import Any

import pytest
from django.conf import settings as django_settings

from tests.factories import AgentFactory
from tests.testing.gunicorn import children, free_port, shared_database

pytestmark = [pytest.mark.serial, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

CLIENTS = 4
LOAD_S = 4.0


def test_every_200_has_its_event_after_a_worker_is_sigkilled_under_load(settings, tmp_path):
    agent = AgentFactory()
    url, stored_ids = shared_database(tmp_path)
    port = free_port()
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
        workers = children(server.pid)
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
