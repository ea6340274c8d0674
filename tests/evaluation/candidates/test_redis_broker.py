"""django-q2 on Redis with real processes (issue 13 §2): two clusters, one queue, each task exactly once.

A private ``redis-server`` (Debian package) on a free port; two ``manage.py
qcluster`` nodes with ``QLN_REDIS_URL``; a third process (a web node's role)
enqueues tasks by dotted path. Every task must run exactly once and its result
be saved by a monitor. On SQLite the migrated test database is copied to a file
the processes share; on PostgreSQL they use the test database itself.
Skipped without ``redis-server`` unless ``QLN_REQUIRE_REDIS=1`` (``.ci/run``).
"""
from __future__ import annotations

import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.db import connection

pytestmark = [pytest.mark.serial, pytest.mark.redis, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

TASKS = 6


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    binary = shutil.which("redis-server")
    if binary is None:
        if os.environ.get("QLN_REQUIRE_REDIS") == "1":
            pytest.fail("QLN_REQUIRE_REDIS=1 but redis-server is not installed")
        pytest.skip("needs redis-server (apt-get install redis-server)")
    import redis

    port = _free_port()
    server = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly",
                               "no", "--dir", str(tmp_path)], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    url = f"redis://127.0.0.1:{port}/0"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                if redis.from_url(url).ping():
                    break
            except redis.ConnectionError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.1)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


def _database_env(tmp_path: Path) -> tuple[dict[str, str], Any]:
    """(DATABASE_URL for the processes, a callable counting saved successful tasks)."""
    db = connection.settings_dict
    if connection.vendor == "postgresql":
        from django_q.models import Success

        url = f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
        return {"DATABASE_URL": url}, lambda: Success.objects.filter(func="tests.testing.tasks.record_execution").count()
    path = tmp_path / "shared.sqlite3"
    connection.ensure_connection()
    target = sqlite3.connect(path)
    connection.connection.backup(target)  # the migrated in-memory test database, as a file
    target.close()

    def count() -> int:
        with sqlite3.connect(path, timeout=20) as shared:
            return shared.execute("SELECT count(*) FROM django_q_task WHERE success AND func = ?",
                                  ("tests.testing.tasks.record_execution",)).fetchone()[0]

    return {"DATABASE_URL": f"sqlite:///{path}"}, count


def test_two_clusters_on_redis_run_each_task_exactly_once(redis_url, settings, tmp_path):
    import redis

    database, saved = _database_env(tmp_path)
    env = {**os.environ, **database, "QLN_REDIS_URL": redis_url, "QLN_HOME": str(settings.QLN_HOME),
           "QLN_Q_WORKERS": "1", "QLN_SECRET_KEY": django_settings.SECRET_KEY, "PYTHONUNBUFFERED": "1"}
    ledger = tmp_path / "executions.txt"
    tokens = [f"task-{i}" for i in range(TASKS)]
    clusters: list[subprocess.Popen] = []
    try:
        for index in range(2):
            log = open(tmp_path / f"qcluster-{index}.log", "w")
            clusters.append(subprocess.Popen([sys.executable, "manage.py", "qcluster"], cwd=django_settings.BASE_DIR,
                                             env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True))
        enqueue = ("from django_q.conf import Conf; from django_q.tasks import async_task\n"
                   "assert Conf.REDIS and not Conf.ORM, (Conf.REDIS, Conf.ORM)\n"
                   f"for token in {tokens!r}:\n"
                   f"    async_task('tests.testing.tasks.record_execution', {str(ledger)!r}, token)\n")
        subprocess.run([sys.executable, "manage.py", "shell", "-c", enqueue], cwd=django_settings.BASE_DIR, env=env,
                       check=True, timeout=120)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and saved() < TASKS:
            assert all(c.poll() is None for c in clusters), [c.returncode for c in clusters]
            time.sleep(0.5)
        time.sleep(1.0)  # a duplicate delivery, if any, would show up now
        lines = ledger.read_text().split()[::2] if ledger.exists() else []
        assert sorted(lines) == sorted(tokens), lines  # each exactly once
        assert saved() == TASKS
        assert redis.from_url(redis_url).llen("django_q:qlnweb:q") == 0
    finally:
        for cluster in clusters:
            if cluster.poll() is None:
                os.killpg(cluster.pid, signal.SIGTERM)
        for cluster in clusters:
            try:
                cluster.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(cluster.pid, signal.SIGKILL)
                cluster.wait(timeout=5)
